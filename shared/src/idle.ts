/**
 * Runs `run` once when the browser is idle (at the latest after `timeout` ms); Safari has no
 * requestIdleCallback, and there a plain wait of `fallbackMs` stands in for it. Returns the cancel.
 */
export function whenIdle(run: () => void, { timeout, fallbackMs }: { timeout: number; fallbackMs: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, fallbackMs);
  return () => window.clearTimeout(handle);
}
