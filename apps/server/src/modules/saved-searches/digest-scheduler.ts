import type { FastifyInstance } from 'fastify';
import { schedulePasses } from '../../plugins/periodic-pass';
import { sendDigests } from './send-digests';

/**
 * Looks for waiting saved-search digests every SAVED_SEARCH_DIGEST_INTERVAL_MS (0: off); each
 * person gets one a day at most (send-digests.ts).
 */
export async function savedSearchDigestScheduler(app: FastifyInstance): Promise<void> {
  schedulePasses(app, {
    name: 'saved-search digests',
    intervalMs: app.config.savedSearchDigestIntervalMs,
    firstPassMs: 5_000,
    run: async () => {
      const sent = await sendDigests(app.deps);
      return sent ? { sent } : null;
    },
  });
}
