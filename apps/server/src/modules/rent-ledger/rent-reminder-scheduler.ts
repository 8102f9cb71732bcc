import type { FastifyInstance } from 'fastify';
import { sendRentReminders } from './send-rent-reminders';

/** The first pass comes soon after start, so a day's reminders are not late after a restart. */
const FIRST_PASS_MS = 1_000;

/**
 * Sends rent reminders every RENT_REMINDER_INTERVAL_MS (0: off). One pass at a time per
 * instance; passes of several instances may overlap safely (each reminder claims its row).
 * Closing waits for a pass under way.
 */
export async function rentReminderScheduler(app: FastifyInstance): Promise<void> {
  const interval = app.config.rentReminderIntervalMs;
  if (interval <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closing = false;

  const pass = () => {
    if (running || closing) return;
    running = sendRentReminders(app.deps)
      .then((sent) => {
        if (sent) app.log.info({ sent }, 'rent reminders: scheduled pass');
      })
      .catch((err: unknown) => app.log.error({ err }, 'rent reminders: scheduled pass failed'))
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
