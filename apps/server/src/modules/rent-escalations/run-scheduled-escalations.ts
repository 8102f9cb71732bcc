import { RENT_ESCALATION_LIMITS } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { applyDueIncreases, DUE_BATCH } from './run-due-escalations';
import { listNoticeDue } from './rent-escalations.repository';
import { sendUpcomingNotice } from './send-upcoming-notice';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One pass of the scheduler at the clock's now: applies every due increase
 * (`appliedAutomatically`) and sends the 30-day notices of those coming up. Each step claims
 * its row first, so any number of instances may run passes at once: each increase and each
 * notice happens once.
 */
export async function runScheduledEscalations(
  deps: Pick<Deps, 'db' | 'bus' | 'clock' | 'log'>,
): Promise<{ applied: number; noticesSent: number }> {
  const now = deps.clock.now();
  const applied = await applyDueIncreases(deps, { now, automatic: true });
  const horizon = new Date(now.getTime() + RENT_ESCALATION_LIMITS.noticeDays * DAY_MS);
  const coming = await listNoticeDue(deps.db, now.toISOString(), horizon.toISOString(), DUE_BATCH);
  let noticesSent = 0;
  for (const { propertyId, nextEscalationDue } of coming) {
    try {
      noticesSent += await inTransaction(deps, (trx, emit) =>
        sendUpcomingNotice(trx, emit, { propertyId, seenDue: nextEscalationDue, now }),
      );
    } catch (err) {
      deps.log.error({ err, propertyId }, 'rent increase notice failed');
    }
  }
  return { applied, noticesSent };
}
