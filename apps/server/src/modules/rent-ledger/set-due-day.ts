import { dueDateOf, kolkataDate, type StayLedger } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { presentLedger } from './get-stay-ledger';
import { publishLedgerChanged } from './ledger-realtime';
import { assertOwns } from './rent-ledger.policy';
import { duesOfStay, findLedger, moveDueDate, setDueDay } from './rent-ledger.repository';

/** The owner sets the day rent falls due; every unpaid month moves to it, paid ones stay. */
export async function setStayDueDay(
  deps: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  caller: RequestAuth,
  bookingId: string,
  dueDay: number | null,
): Promise<StayLedger> {
  const ledger = assertOwns(caller, await findLedger(deps.db, bookingId));
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await setDueDay(trx, bookingId, dueDay, now);
    for (const due of await duesOfStay(trx, bookingId)) {
      if (due.kind !== 'rent' || due.paidAt) continue;
      const dueDate = dueDateOf(due.periodStart, dueDay);
      if (dueDate !== due.dueDate) await moveDueDate(trx, due.id, dueDate, now);
    }
  });
  publishLedgerChanged(deps, ledger);
  return presentLedger(deps.db, { ...ledger, dueDay }, kolkataDate(deps.clock.now()));
}
