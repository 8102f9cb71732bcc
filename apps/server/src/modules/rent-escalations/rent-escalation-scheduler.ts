import type { FastifyInstance } from 'fastify';
import { schedulePasses } from '../../plugins/periodic-pass';
import { runScheduledEscalations } from './run-scheduled-escalations';

/**
 * Applies due rent increases and sends their notices every RENT_ESCALATION_INTERVAL_MS (0: off);
 * each step claims its row. A pass cut short by a crash commits nothing of the increase it was
 * on, so the next start applies it; the first pass comes soon after start, so increases that
 * fell due while stopped are not late.
 */
export async function rentEscalationScheduler(app: FastifyInstance): Promise<void> {
  schedulePasses(app, {
    name: 'rent escalations',
    intervalMs: app.config.rentEscalationIntervalMs,
    firstPassMs: 1_000,
    run: async () => {
      const { applied, noticesSent } = await runScheduledEscalations(app.deps);
      return applied || noticesSent ? { applied, noticesSent } : null;
    },
  });
}
