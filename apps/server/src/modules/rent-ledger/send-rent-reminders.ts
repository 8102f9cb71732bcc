import { addDaysToDate, kolkataDate } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { claimReminder, paiseOf, remindersOwed } from './rent-ledger.repository';

/** A tenant is reminded this many days before rent is due, and again on the day. */
export const REMINDER_DAYS_BEFORE = 3;
/** Reminders sent in one pass at most; the next pass sends the rest. */
const REMINDER_BATCH = 500;

/**
 * One pass at the clock's now (Asia/Kolkata calendar): each unpaid month of rent due within 3
 * days, and each due today, gets its reminder (bell and mail) once. The reminder's row is
 * claimed in the transaction that announces it, so passes of several instances, or one repeated
 * after a restart, send each reminder once. Returns how many were sent.
 */
export async function sendRentReminders(
  deps: Pick<Deps, 'db' | 'bus' | 'clock' | 'log'>,
): Promise<number> {
  const now = deps.clock.now();
  const today = kolkataDate(now);
  const owed = await remindersOwed(
    deps.db,
    today,
    addDaysToDate(today, REMINDER_DAYS_BEFORE),
    REMINDER_BATCH,
  );
  let sent = 0;
  for (const due of owed) {
    try {
      sent += await inTransaction(deps, async (trx, emit) => {
        if (!(await claimReminder(trx, due.id, due.moment, now.toISOString()))) return 0;
        emit('rent-ledger.reminder-due', {
          dueId: due.id,
          bookingId: due.bookingId,
          tenantId: due.tenantId,
          propertyId: due.propertyId,
          propertyTitle: due.propertyTitle,
          amountPaise: paiseOf(due.amountPaise),
          dueDate: due.dueDate,
          moment: due.moment,
        });
        return 1;
      });
    } catch (err) {
      deps.log.error({ err, dueId: due.id }, 'rent reminder failed');
    }
  }
  return sent;
}
