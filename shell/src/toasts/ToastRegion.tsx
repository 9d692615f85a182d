import type { ToastRequest } from '@wellness/shared';
import { AppProviders, AppToaster } from '@wellness/shared/ui';
import { useEffect } from 'react';

/** The page's toast region, with Chakra: loaded on the first toast. */
export default function ToastRegion({ initial, onListening }: { initial: readonly ToastRequest[]; onListening: () => void }) {
  useEffect(onListening, [onListening]);
  return (
    <AppProviders>
      <AppToaster initial={initial} />
    </AppProviders>
  );
}
