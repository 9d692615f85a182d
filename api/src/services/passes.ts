import type { FastifyBaseLogger } from 'fastify';

/**
 * Background work done in passes (the mail outbox, the notification feed): every `everyMs`, and soon
 * after `kick()`. One pass at a time; a kick during a pass runs another right after it, so that no
 * kick is lost and no two passes overlap. A failed pass is logged and tried again at the next tick.
 * Each pass answers a count (mails sent, …); `run()` answers the sum of the passes it waited for.
 */
export function periodicPasses(
  pass: (stopping: () => boolean) => Promise<number>,
  { everyMs, log, failure }: { everyMs: number; log: FastifyBaseLogger; failure: string },
) {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  const stopping = () => stopped;

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await pass(stopping);
      } while (again && !stopped);
      return total;
    })()
      .catch((err: unknown) => {
        log.warn({ err }, failure);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return {
    run,
    kick: (): void => {
      if (!stopped) setImmediate(() => void run());
    },
    stop: async (): Promise<void> => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
