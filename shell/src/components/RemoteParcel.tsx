import { ErrorScreen, LoadingScreen, PAGE_MESSAGES } from '@wellness/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { IncompatibleRemoteError, loadParcelConfig, type RemoteModule } from '../federation';
import { revealLivePage } from '../prerendered';

/** Said when a remote was published for another version of the site's shared code (a deployment mistake). */
export const INCOMPATIBLE_REMOTE_MESSAGE =
  'This part of the site was published for a different version of the site and cannot be shown right now. Please try again later.';

/**
 * The Oops screen, with the reason: a remote built against a `shared` version the shell does not provide
 * (reloading does not help until its team publishes a matching build).
 */
export function IncompatibleRemoteScreen({ error }: { error: IncompatibleRemoteError }) {
  return (
    <div
      role="alert"
      data-incompatible-remote={error.remote}
      style={{ minHeight: '50vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12, padding: 24, textAlign: 'center', fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif", color: '#1a202c' }}
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
  /** Shown while the remote loads; the page-load fallback by default. */
  fallback?: ReactNode;
  /** Shown when the remote cannot be loaded or mounted; the Oops screen by default. */
  failedFallback?: ReactNode;
  /** Props handed to the remote's root component. */
  [prop: string]: unknown;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; config: ParcelConfigObject }
  | { status: 'failed'; error?: unknown };

/**
 * Mounts an exposed remote module (single-spa-react lifecycles) inside the shell's tree.
 * A remote that cannot be loaded or mounted shows the Oops screen; the rest of the shell keeps working.
 */
export function RemoteParcel({ module, fallback = <LoadingScreen />, failedFallback, ...props }: RemoteParcelProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadParcelConfig(module).then(
      (config) => live && setState({ status: 'ready', config }),
      (error: unknown) => {
        console.error(`Could not load ${module}`, error);
        // Whatever this part shows instead (the Oops screen, or nothing) is the truth: no pre-rendered copy.
        revealLivePage();
        if (live) setState({ status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [module]);

  if (state.status === 'failed') {
    if (failedFallback !== undefined) return <>{failedFallback}</>;
    if (state.error instanceof IncompatibleRemoteError) return <IncompatibleRemoteScreen error={state.error} />;
    return <ErrorScreen />;
  }
  if (state.status === 'loading') return <>{fallback}</>;
  return (
    <Parcel
      config={state.config}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapStyle={{ display: 'contents' }}
      handleError={(error: Error) => {
        console.error(`${module} failed`, error);
        revealLivePage();
        setState({ status: 'failed' });
      }}
      {...props}
    />
  );
}
