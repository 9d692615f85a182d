import { NOTIFY_EVENT, SCREEN_CHANGED_EVENT, type ToastRequest } from '@wellness/shared';
import { lazy, Suspense, useEffect, useState } from 'react';

const ToastRegion = lazy(() => import('./ToastRegion'));

/**
 * Waits for the first toast any root asks for, then loads the toast region (with Chakra) and hands it
 * every toast asked for until it listens itself. First paint thus carries no Chakra from the shell.
 */
export function ToastHost() {
  const [queued, setQueued] = useState<ToastRequest[]>([]);
  const [listening, setListening] = useState(false);

  useEffect(() => {
    if (listening) return undefined;
    const collect = (event: Event) => setQueued((items) => [...items, (event as CustomEvent<ToastRequest>).detail]);
    const newScreen = () => setQueued((items) => items.filter((item) => item.outlivesScreen));
    window.addEventListener(NOTIFY_EVENT, collect);
    window.addEventListener(SCREEN_CHANGED_EVENT, newScreen);
    return () => {
      window.removeEventListener(NOTIFY_EVENT, collect);
      window.removeEventListener(SCREEN_CHANGED_EVENT, newScreen);
    };
  }, [listening]);

  if (queued.length === 0 && !listening) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion initial={queued} onListening={() => setListening(true)} />
    </Suspense>
  );
}
