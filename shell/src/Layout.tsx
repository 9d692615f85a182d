import {
  BOOKING_PAGE_PATH,
  closeAuthDialog,
  closeBooking,
  isBackOfficePath,
  isPublicPagePath,
  PUBLIC_HEADER_HEIGHT_PX,
  type Role,
  type RootState,
  screenChanged,
  tokenOfCustomerBookingPath,
  whenIdle,
} from '@wellness/shared';
import {
  dismissPrerenderedDialog,
  dismissPrerenderedRoleChoice,
  MAIN_CONTENT_ID,
  PRERENDERED_DIALOG_CLOSED_EVENT,
  showPrerenderedDialog,
  showPrerenderedRoleChoice,
} from '@wellness/shared/prerender';
import { useLocation } from '@wellness/shared/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { RemoteParcel } from './components/RemoteParcel';
import { ShellErrorBoundary } from './components/ShellErrorBoundary';
import { loadParcelConfig, prefetchRemoteModule, REMOTE_MODULES, type RemoteModule } from './federation';
import { leavePrerenderedPage, whenPageSettled } from './prerendered';
import { bookingSettled } from './prerenderedBooking';
import { useLoginHash } from './session/useLoginHash';
import { useSessionTimer } from './session/useSessionTimer';
import { ShellRoutes } from './ShellRoutes';

/** The panel each role lands on after signing in. */
const PANEL_MODULE: Record<Role, RemoteModule> = { admin: REMOTE_MODULES.adminApp, massager: REMOTE_MODULES.massagerApp };

/** Becomes true the first time `open` is, and stays true: a dialog's remote is fetched on first use only. */
function useOnceTrue(open: boolean): boolean {
  const [used, setUsed] = useState(open);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);
  return used || open;
}

/** Each dialog's remote, and what it shows while it loads: the pre-rendered page's copy of the dialog. */
const DIALOG_REMOTES = {
  booking: { module: REMOTE_MODULES.bookingDialog, waitingCopy: showPrerenderedDialog, dismissCopy: dismissPrerenderedDialog },
  auth: { module: REMOTE_MODULES.authDialogs, waitingCopy: showPrerenderedRoleChoice, dismissCopy: dismissPrerenderedRoleChoice },
};

/** A dialog's remote, mounted from the first time the dialog opens. */
function DialogParcel({ dialog, open, onClose }: { dialog: keyof typeof DIALOG_REMOTES; open: boolean; onClose: () => void }) {
  const used = useOnceTrue(open);
  if (!used) return null;
  return <RemoteParcel {...DIALOG_REMOTES[dialog]} place="dialog" open={open} onClose={onClose} onSettled={bookingSettled} />;
}

/** Toasts belong to the screen that raised them: a new path is a new screen. */
function useScreenChange(pathname: string) {
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    screenChanged();
  }, [pathname]);
}

/**
 * Book Now is the site's main action, Log In the staff's: their dialogs' files are fetched (not run)
 * while the visitor reads, once the page is live and the browser idle (not while the live page itself
 * still loads and starts).
 */
function usePrefetchDialogs(readsAPage: boolean) {
  useEffect(() => {
    if (!readsAPage) return;
    let cancel: (() => void) | undefined;
    let cancelled = false;
    const prefetch = () => {
      prefetchRemoteModule(REMOTE_MODULES.bookingDialog);
      prefetchRemoteModule(REMOTE_MODULES.authDialogs);
    };
    void whenPageSettled().then(() => {
      if (!cancelled) cancel = whenIdle(prefetch, { timeout: 5000, fallbackMs: 1000 });
    });
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [readsAPage]);
}

/**
 * While a member of staff types an e-mail and password, their panel loads (files fetched and run), so
 * that the Login press waits only for the server and the dashboard's counts.
 */
function usePanelPreload(loginRole: Role | null) {
  useEffect(() => {
    if (!loginRole) return;
    return whenIdle(() => void loadParcelConfig(PANEL_MODULE[loginRole]).catch(() => undefined), { timeout: 1000, fallbackMs: 200 });
  }, [loginRole]);
}

/**
 * A public page is one parcel of mf-public's, its header, floating Book Now button and footer included.
 * The shell's other pages (booking page, Page Not Found, Unauthorized) get the header, button and footer
 * as parcels of their own; back-office paths get none of them, and the booking page no floating Book Now.
 * When the chrome's remote is down the page goes on without it (a pre-rendered copy stays); a dialog's
 * remote that is slow or down says so inside a dialog, with Try again.
 */
export function Layout() {
  const { pathname } = useLocation();
  const publicChrome = !isBackOfficePath(pathname);
  const publicPage = isPublicPagePath(pathname);
  const dispatch = useDispatch();
  const bookingOpen = useSelector((state: RootState) => state.ui.bookingOpen);
  const authOpen = useSelector((state: RootState) => state.ui.authDialog !== 'closed');
  const loginRole = useSelector((state: RootState) => (state.ui.authDialog === 'login' ? state.ui.loginRole : null));
  // The same functions on every render: a parcel whose props are unchanged is not updated (RemoteParcel).
  const closeBookingDialog = useCallback(() => dispatch(closeBooking()), [dispatch]);
  const closeAuthDialogs = useCallback(() => dispatch(closeAuthDialog()), [dispatch]);
  useSessionTimer();
  useLoginHash();
  useScreenChange(pathname);
  // Signed in from the copy of a pre-rendered page before its live code took over: the panel shows now,
  // not when the public page would have handed over (it never will: its header and footer are gone).
  useEffect(() => {
    if (!publicChrome) leavePrerenderedPage();
  }, [publicChrome]);
  // The visitor closed the pre-rendered copy of the booking dialog before the live one was there.
  useEffect(() => {
    const onClosed = () => dispatch(closeBooking());
    window.addEventListener(PRERENDERED_DIALOG_CLOSED_EVENT, onClosed);
    return () => window.removeEventListener(PRERENDERED_DIALOG_CLOSED_EVENT, onClosed);
  }, [dispatch]);
  // The booking form's page has the form already, and a customer's own booking page its own actions: on a
  // phone the floating button would cover their text and buttons.
  const readsAPage = publicChrome && pathname !== BOOKING_PAGE_PATH && tokenOfCustomerBookingPath(pathname) === null;
  usePrefetchDialogs(readsAPage);
  usePanelPreload(loginRole);

  return (
    <>
      {publicPage ? (
        <RemoteParcel module={REMOTE_MODULES.publicApp} />
      ) : (
        <>
          {publicChrome && <RemoteParcel module={REMOTE_MODULES.publicHeader} place="chrome" />}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none', marginTop: publicChrome ? PUBLIC_HEADER_HEIGHT_PX : 0, minHeight: '60vh' }}>
            <ShellErrorBoundary>
              <ShellRoutes />
            </ShellErrorBoundary>
          </main>
          {readsAPage && <RemoteParcel module={REMOTE_MODULES.publicBookNow} place="chrome" />}
          {publicChrome && <RemoteParcel module={REMOTE_MODULES.publicFooter} place="chrome" />}
        </>
      )}
      <DialogParcel dialog="booking" open={bookingOpen} onClose={closeBookingDialog} />
      <DialogParcel dialog="auth" open={authOpen} onClose={closeAuthDialogs} />
    </>
  );
}
