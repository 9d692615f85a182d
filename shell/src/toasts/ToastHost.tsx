import { NOTIFY_EVENT, type RootState, SCREEN_CHANGED_EVENT, type ToastRequest, whenIdle } from '@wellness/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';

const ToastRegion = lazy(() => import('./ToastRegion'));

/**
 * Waits for the first toast any root asks for, then loads the toast region (with Chakra) and hands it
 * every toast asked for until it listens itself. First paint thus carries no Chakra from the shell.
 * While a member of staff fills in the login form, the region is made ready when the browser is idle:
 * a successful login says so with a toast, and on a phone loading and starting the region's Chakra
 * then took about a second of the time between the Login press and the dashboard.
 */
export function ToastHost() {
  const [queued, setQueued] = useState<ToastRequest[]>([]);
  const [listening, setListening] = useState(false);
  const signingIn = useSelector((state: RootState) => state.ui.authDialog === 'login');
  const [ready, setReady] = useState(false);

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

  useEffect(() => {
    if (!signingIn || ready) return undefined;
    return whenIdle(() => setReady(true), { timeout: 2000, fallbackMs: 500 });
  }, [signingIn, ready]);

  if (queued.length === 0 && !listening && !ready) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion initial={queued} onListening={() => setListening(true)} />
    </Suspense>
  );
}
