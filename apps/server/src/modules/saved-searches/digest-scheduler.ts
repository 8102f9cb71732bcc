import type { FastifyInstance } from 'fastify';
import { sendDigests } from './send-digests';

const FIRST_PASS_MS = 5_000;

/**
 * Looks for waiting saved-search digests every SAVED_SEARCH_DIGEST_INTERVAL_MS (0: off); each
 * person gets one a day at most (send-digests.ts). One pass at a time; closing waits for it.
 */
export async function savedSearchDigestScheduler(app: FastifyInstance): Promise<void> {
  const interval = app.config.savedSearchDigestIntervalMs;
  if (interval <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closing = false;

  const pass = () => {
    if (running || closing) return;
    running = sendDigests(app.deps)
      .then((sent) => {
        if (sent) app.log.info({ sent }, 'saved searches: digests sent');
      })
      .catch((err: unknown) => app.log.error({ err }, 'saved searches: digest pass failed'))
      .finally(() => {
        running = null;
      });
  };

  app.addHook('onReady', async () => {
    timer = setTimeout(
      function next() {
        pass();
        timer = setTimeout(next, interval).unref();
      },
      Math.min(FIRST_PASS_MS, interval),
    ).unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}
