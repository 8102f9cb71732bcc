import type { FastifyInstance } from 'fastify';
import { schedulePasses } from '../../plugins/periodic-pass';
import { sendVisitReminders } from './send-visit-reminders';

/**
 * Sends visit reminders every VISIT_REMINDER_INTERVAL_MS (0: off); each reminder claims its row,
 * so any number of instances may run it.
 */
export async function visitReminderScheduler(app: FastifyInstance): Promise<void> {
  schedulePasses(app, {
    name: 'visit reminders',
    intervalMs: app.config.visitReminderIntervalMs,
    firstPassMs: 1_000,
    run: async () => {
      const sent = await sendVisitReminders(app.deps);
      return sent ? { sent } : null;
    },
  });
}
