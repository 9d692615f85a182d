import { ErrorScreen, LoadingScreen, PAGE_MESSAGES, REMOTE_SLOW_MS, type RemoteHost } from '@wellness/shared';
import { memo, useEffect, useLayoutEffect, useState } from 'react';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { IncompatibleRemoteError, isPublicRemote, loadedParcelConfig, loadParcelConfig, type RemoteModule } from '../federation';
import { keepPrerenderedPage, prerenderedPageKept, publicRemoteLoading, revealLivePage } from '../prerendered';
import { publicMayStart } from '../prerenderedBooking';
import { useRemoteHosts } from './RemoteHosting';
import { type RemotePlace, RemoteUnavailable } from './RemoteUnavailable';

/** Said when a remote was published for another version of the site's shared code (a deployment mistake). */
export const INCOMPATIBLE_REMOTE_MESSAGE =
  'This part of the site was published for a different version of the site and cannot be shown right now. Please try again later.';

/**
 * The Oops screen, with the reason: a remote built against a `shared` version the shell does not provide
 * (reloading does not help until its team publishes a matching build).
 */
function IncompatibleRemoteScreen({ error }: { error: IncompatibleRemoteError }) {
  return (
    <div
      role="alert"
      data-incompatible-remote={error.remote}
      style={{
        minHeight: '50vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        padding: 24,
        textAlign: 'center',
        fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        color: '#1a202c',
      }}
    >
      <h1 style={{ fontSize: '1.5rem', margin: 0 }}>{PAGE_MESSAGES.errorTitle}</h1>
      <p style={{ margin: 0, color: '#4a5568' }}>{INCOMPATIBLE_REMOTE_MESSAGE}</p>
      <p style={{ margin: 0, color: '#718096', fontSize: '0.875rem' }}>
        {`${error.remote} needs ${error.packageName} ${error.required}; this site provides ${error.provided}.`}
      </p>
    </div>
  );
}

interface RemoteParcelProps {
  module: RemoteModule;
  /**
   * Where the remote's content goes: a page's main area (default), a dialog (its waits and failures
   * show as a dialog in the viewport, and only while `open`), or the public chrome (header, footer,
   * floating button: on failure nothing, the pre-rendered copy stays).
   */
  place?: RemotePlace | 'chrome';
  /** For a dialog: whether the visitor has it open. */
  open?: boolean;
  /** For a dialog: closes it (the visitor gives up waiting). */
  onClose?: () => void;
  /**
   * For a dialog: shows a copy of it while its remote loads (the pre-rendered page's copy of the booking
   * dialog, whose fields take typing at once, or of the role choice); false when the page has none.
   */
  waitingCopy?: () => boolean;
  /** For a dialog with a waiting copy: removes the copy (the load failed or is slow, or the dialog closed). */
  dismissCopy?: () => void;
  /** Called once the remote's content has mounted, has failed, or is slow to come. */
  onSettled?: () => void;
  /** Props handed to the remote's root component. */
  [prop: string]: unknown;
}

type LoadState =
  | { status: 'loading' | 'slow' }
  // The host stays the same for the parcel's whole life: a new host prop would make single-spa-react update it.
  | { status: 'ready'; config: ParcelConfigObject; host?: RemoteHost }
  | { status: 'failed'; error?: unknown };

/**
 * Mounts an exposed remote module (single-spa-react lifecycles) inside the shell's tree; under
 * RemoteHosting its content renders in the shell's own React tree.
 * While it loads: the page-load screen (a page), a small waiting dialog (a dialog), or nothing (the
 * chrome). Not loaded after REMOTE_SLOW_MS, or failed: a message with Try again in the same place
 * (the load goes on, and replaces the message when it arrives); the rest of the site keeps working.
 * When a public remote fails on a pre-rendered page, the copy stays on screen and its links work.
 * A remote that throws while rendering gets the Oops screen.
 * Memoised: single-spa-react updates a parcel on every render of its element, and an update renders the
 * remote's whole tree again, so a parcel whose props did not change is left alone when its page re-renders.
 */
export const RemoteParcel = memo(function RemoteParcel({
  module,
  place = 'page',
  open = true,
  onClose,
  waitingCopy,
  dismissCopy,
  onSettled,
  ...props
}: RemoteParcelProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useRemoteLoad(module, attempt, !(place === 'dialog' && waitingCopy));
  const copyShown = useWaitingCopy(place === 'dialog' ? waitingCopy : undefined, dismissCopy, open, state.status);

  useEffect(() => {
    if (state.status === 'failed' || state.status === 'slow') onSettled?.();
  }, [state.status, onSettled]);

  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'ready') {
    return (
      <Parcel
        config={state.config}
        mountParcel={mountRootParcel}
        wrapWith="div"
        wrapStyle={{ display: 'contents' }}
        parcelDidMount={onSettled}
        handleError={(error: Error) => {
          console.error(`${module} failed`, error);
          revealLivePage();
          setState({ status: 'failed', error: new RemoteRenderError(error) });
        }}
        host={state.host}
        {...props}
      />
    );
  }
  if (state.status === 'failed' && state.error instanceof RemoteRenderError) return place === 'chrome' ? null : <ErrorScreen />;
  if (state.status === 'failed' && state.error instanceof IncompatibleRemoteError) {
    return place === 'chrome' ? null : <IncompatibleRemoteScreen error={state.error} />;
  }
  if (place === 'chrome') return null;
  if (place === 'dialog') {
    if (!open) return null;
    if (state.status === 'loading' && copyShown) return null;
    return <RemoteUnavailable place="dialog" state={state.status} onRetry={retry} onClose={onClose} />;
  }
  if (state.status === 'loading') return <LoadingScreen />;
  // A public page whose remote failed on a pre-rendered copy: the copy is what the visitor reads.
  if (state.status === 'failed' && isPublicRemote(module) && prerenderedPageKept()) return null;
  return <RemoteUnavailable place="page" state={state.status} onRetry={retry} />;
});

/**
 * Loads the module's parcel config, again on each new attempt: slow after REMOTE_SLOW_MS, failed when
 * the load fails (the load goes on while slow, and replaces the message when it arrives).
 */
function useRemoteLoad(module: RemoteModule, attempt: number, mountAtOnce: boolean) {
  const newHost = useRemoteHosts();
  // A panel or dialog whose code has loaded already (a panel while its user signed in) mounts in its first
  // render, without a render of its waiting state first. Not a dialog with a waiting copy: the copy shows
  // at once, before any render of the live dialog, which takes it over. Public pages keep their start below.
  const atOnce = mountAtOnce && !isPublicRemote(module);
  const [state, setState] = useState<LoadState>(() => {
    const config = atOnce ? loadedParcelConfig(module) : undefined;
    return config ? { status: 'ready', config, host: newHost?.() } : { status: 'loading' };
  });

  useEffect(() => {
    let live = true;
    let slow: number | undefined;
    const loadedConfig = attempt === 0 && atOnce ? loadedParcelConfig(module) : undefined;
    if (loadedConfig) {
      setState((current) =>
        current.status === 'ready' && current.config === loadedConfig ? current : { status: 'ready', config: loadedConfig, host: newHost?.() },
      );
      return;
    }
    setState({ status: 'loading' });
    const begin = () => {
      if (!live) return;
      if (isPublicRemote(module)) publicRemoteLoading();
      slow = window.setTimeout(() => {
        if (live) setState((current) => (current.status === 'loading' ? { status: 'slow' } : current));
      }, REMOTE_SLOW_MS);
      loadParcelConfig(module).then(
        (config) => live && setState({ status: 'ready', config, host: newHost?.() }),
        (error: unknown) => {
          console.error(`Could not load ${module}`, error);
          // A public part that failed leaves the pre-rendered copy on screen (readable, its links plain
          // links); any other part's message must be seen, so the live page shows.
          if (isPublicRemote(module)) keepPrerenderedPage();
          else revealLivePage();
          if (live) setState({ status: 'failed', error });
        },
      );
    };
    // The public page's live code may have to wait for the booking dialog (prerenderedBooking.ts).
    if (isPublicRemote(module)) void publicMayStart().then(begin);
    else begin();
    return () => {
      live = false;
      window.clearTimeout(slow);
    };
  }, [module, attempt, newHost, atOnce]);

  return [state, setState] as const;
}

/**
 * A dialog's copy is its waiting state; a slow or failed load replaces it with the message and Try
 * again, and closing the dialog takes it away. The live dialog takes it over when it mounts.
 * Returns whether the copy is on screen.
 */
function useWaitingCopy(waitingCopy: (() => boolean) | undefined, dismissCopy: (() => void) | undefined, open: boolean, status: LoadState['status']): boolean {
  const [copyShown, setCopyShown] = useState(false);
  useLayoutEffect(() => {
    if (!waitingCopy) return;
    if (open && status === 'loading') {
      setCopyShown(waitingCopy());
    } else if (status !== 'ready' || !open) {
      dismissCopy?.();
      setCopyShown(false);
    }
  }, [open, status, waitingCopy, dismissCopy]);
  return copyShown;
}

/** A remote that loaded but threw while mounting or rendering. */
class RemoteRenderError extends Error {
  constructor(override readonly cause: Error) {
    super(cause.message);
    this.name = 'RemoteRenderError';
  }
}
