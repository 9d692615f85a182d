import { useCallback, useEffect, useRef } from 'react';

/** Runs something after a delay, unless the component has gone by then (its timers go with it). */
export function useLater(): (ms: number, run: () => void) => void {
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  return useCallback((ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  }, []);
}
