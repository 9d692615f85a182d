import { PUBLIC_HEADER_HEIGHT_PX, isBackOfficePath, type RootState } from '@wellness/shared';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useLocation } from '@wellness/shared/router';
import { RemoteParcel } from './components/RemoteParcel';
import { ShellErrorBoundary } from './components/ShellErrorBoundary';
import { REMOTE_MODULES } from './federation';
import { useLoginHash } from './session/useLoginHash';
import { useSessionTimer } from './session/useSessionTimer';
import { ShellRoutes } from './ShellRoutes';

/** Becomes true the first time `open` is, and stays true: a dialog's remote is fetched on first use only. */
function useOnceTrue(open: boolean): boolean {
  const [used, setUsed] = useState(open);
  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);
  return used || open;
}

/**
 * Header, floating Book Now button and footer on public paths; none of them on back-office paths.
 * When the chrome's remote is down the page goes on without it; the main area shows the Oops screen.
 */
export function Layout() {
  const { pathname } = useLocation();
  const publicChrome = !isBackOfficePath(pathname);
  const bookingUsed = useOnceTrue(useSelector((state: RootState) => state.ui.bookingOpen));
  const authUsed = useOnceTrue(useSelector((state: RootState) => state.ui.authDialog !== 'closed'));
  useSessionTimer();
  useLoginHash();

  return (
    <>
      {publicChrome && <RemoteParcel module={REMOTE_MODULES.publicHeader} fallback={null} failedFallback={null} />}
      <main id="main-content" style={{ marginTop: publicChrome ? PUBLIC_HEADER_HEIGHT_PX : 0, minHeight: '60vh' }}>
        <ShellErrorBoundary>
          <ShellRoutes />
        </ShellErrorBoundary>
      </main>
      {publicChrome && <RemoteParcel module={REMOTE_MODULES.publicBookNow} fallback={null} failedFallback={null} />}
      {publicChrome && <RemoteParcel module={REMOTE_MODULES.publicFooter} fallback={null} failedFallback={null} />}
      {bookingUsed && <RemoteParcel module={REMOTE_MODULES.bookingDialog} fallback={null} />}
      {authUsed && <RemoteParcel module={REMOTE_MODULES.authDialogs} fallback={null} />}
    </>
  );
}
