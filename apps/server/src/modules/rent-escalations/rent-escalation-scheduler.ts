import type { FastifyInstance } from 'fastify';
import { runScheduledEscalations } from './run-scheduled-escalations';

/** The first pass comes soon after start, so increases that fell due while stopped are not late. */
const FIRST_PASS_MS = 1_000;

/**
 * Applies due rent increases and sends their notices every RENT_ESCALATION_INTERVAL_MS (0: off).
 * One pass at a time per instance; passes of several instances may overlap safely (each step
 * claims its row). Closing waits for a pass under way, and a pass cut short by a crash commits
 * nothing of the increase it was on, so the next start applies it.
 */
export async function rentEscalationScheduler(app: FastifyInstance): Promise<void> {
  const interval = app.config.rentEscalationIntervalMs;
  if (interval <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closing = false;

  const pass = () => {
    if (running || closing) return;
    running = runScheduledEscalations(app.deps)
      .then(({ applied, noticesSent }) => {
        if (applied || noticesSent)
          app.log.info({ applied, noticesSent }, 'rent escalations: scheduled pass');
      })
      .catch((err: unknown) => app.log.error({ err }, 'rent escalations: scheduled pass failed'))
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
