import type { FastifyBaseLogger } from 'fastify';
import type { SessionStore } from './store';

/**
 * Deletes expired sessions every `intervalMs` in this process, the first time right away. The timer
 * is unref'd (it never keeps the process alive) and `stop` ends it; a failed run is logged and the
 * next one tries again. Several processes on one database may run it side by side: a delete of
 * expired rows is the same whoever makes it.
 */
export function startSessionCleanup(
  store: Pick<SessionStore, 'deleteExpired'>,
  intervalMs: number,
  log: FastifyBaseLogger,
): { stop(): void } {
  // One run at a time: a slow delete is not started again beside itself.
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    store
      .deleteExpired()
      .then((count) => {
        if (count > 0) log.info({ count }, 'expired sessions deleted');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'expired sessions could not be deleted'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
  };
}
