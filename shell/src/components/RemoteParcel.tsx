import { ErrorScreen, LoadingScreen } from '@wellness/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { loadParcelConfig, type RemoteModule } from '../federation';

interface RemoteParcelProps {
  module: RemoteModule;
  /** Shown while the remote loads; the page-load fallback by default. */
  fallback?: ReactNode;
  /** Shown when the remote cannot be loaded or mounted; the Oops screen by default. */
  failedFallback?: ReactNode;
  /** Props handed to the remote's root component. */
  [prop: string]: unknown;
}

type LoadState = { status: 'loading' } | { status: 'ready'; config: ParcelConfigObject } | { status: 'failed' };

/**
 * Mounts an exposed remote module (single-spa-react lifecycles) inside the shell's tree.
 * A remote that cannot be loaded or mounted shows the Oops screen; the rest of the shell keeps working.
 */
export function RemoteParcel({ module, fallback = <LoadingScreen />, failedFallback = <ErrorScreen />, ...props }: RemoteParcelProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadParcelConfig(module).then(
      (config) => live && setState({ status: 'ready', config }),
      (error: unknown) => {
        console.error(`Could not load ${module}`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [module]);

  if (state.status === 'failed') return <>{failedFallback}</>;
  if (state.status === 'loading') return <>{fallback}</>;
  return (
    <Parcel
      config={state.config}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapStyle={{ display: 'contents' }}
      handleError={(error: Error) => {
        console.error(`${module} failed`, error);
        setState({ status: 'failed' });
      }}
      {...props}
    />
  );
}
