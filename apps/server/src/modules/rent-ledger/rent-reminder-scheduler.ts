import type { FastifyInstance } from 'fastify';
import { schedulePasses } from '../../plugins/periodic-pass';
import { sendRentReminders } from './send-rent-reminders';

/**
 * Sends rent reminders every RENT_REMINDER_INTERVAL_MS (0: off); each reminder claims its row.
 * The first pass comes soon after start, so a day's reminders are not late after a restart.
 */
export async function rentReminderScheduler(app: FastifyInstance): Promise<void> {
  schedulePasses(app, {
    name: 'rent reminders',
    intervalMs: app.config.rentReminderIntervalMs,
    firstPassMs: 1_000,
    run: async () => {
      const sent = await sendRentReminders(app.deps);
      return sent ? { sent } : null;
    },
  });
}
