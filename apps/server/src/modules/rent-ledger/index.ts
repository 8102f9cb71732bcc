import type { Kysely } from 'kysely';
import { startOfKolkataDay } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
import { onBookingCancelled } from './on-booking-cancelled';
import { onRentEscalationApplied } from './on-rent-escalation-applied';
import { paiseOf, findDue as findDueRow } from './rent-ledger.repository';
import { dueViewsOfStay, rentPaidToOwner } from './rent-ledger.read';
import { onBookingConfirmed } from './write-stay-dues';

/**
 * The rent-ledger module's face (decision 042): its routes; for the payments module, a due and
 * the claim, release and settlement of it; and for readers such as receipts, a stay's dues and
 * the payment that paid one, and the rent an owner was paid in a year; for the stays' own
 * answers, where each stay's money stands; the rent reminders' scheduler and its event.
 */
export { rentLedgerRoutes } from './rent-ledger.routes';
export { rentReminderScheduler } from './rent-reminder-scheduler';
export { sendRentReminders, REMINDER_DAYS_BEFORE } from './send-rent-reminders';
export type { ReminderMoment, RentReminderDueEvent } from './rent-ledger.events';
export {
  claimDue,
  releaseDue,
  settleDue,
  findStayLedger,
  lockStayLedger,
  type StayLedgerFacts,
} from './due-claims';
export { depositPosition, type DepositPosition } from './deposit-position';
export { writeStayDues } from './write-stay-dues';
export { stayMoneyStatuses } from './stay-money-status';
export { addDeduction } from './add-deduction';
export { presentLedger as presentStayLedger } from './get-stay-ledger';

/** A due as the payments module needs it, amounts in paise. */
export interface DueFacts {
  id: string;
  bookingId: string;
  kind: string;
  tenantId: string;
  ownerId: string;
  amountPaise: number;
  periodStart: string;
  dueDate: string;
  openPaymentId: string | null;
  paidAt: string | null;
}

export async function findDue(db: Kysely<Database>, id: string): Promise<DueFacts | undefined> {
  const row = await findDueRow(db, id);
  return row && { ...row, amountPaise: paiseOf(row.amountPaise) };
}

/** One due of a stay, and how it was paid (null while unpaid). */
export interface StayDue {
  id: string;
  kind: string;
  periodStart: string;
  dueDate: string;
  amountPaise: number;
  paid: { method: string; reference: string | null; paidAt: string; amountPaise: number } | null;
}

/** A stay's dues in date order, each with the payment that paid it (method, reference, when). */
export async function listStayDues(db: Kysely<Database>, bookingId: string): Promise<StayDue[]> {
  const rows = await dueViewsOfStay(db, bookingId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    periodStart: row.periodStart,
    dueDate: row.dueDate,
    amountPaise: paiseOf(row.amountPaise),
    paid:
      row.paidAt && row.paymentStatus === 'confirmed'
        ? {
            method: row.paymentMethod ?? '',
            reference: row.paymentReference ?? null,
            paidAt: row.paidAt,
            amountPaise: paiseOf(row.paymentAmountPaise),
          }
        : null,
  }));
}

/** The rent an owner was paid in one April–March year (named by the year it starts), in paise. */
export const rentReceivedInYear = (
  db: Kysely<Database>,
  ownerId: string,
  financialYear: number,
): Promise<number> =>
  rentPaidToOwner(
    db,
    ownerId,
    startOfKolkataDay(`${financialYear}-04-01`),
    startOfKolkataDay(`${financialYear + 1}-04-01`),
  );

export function subscribe(deps: Pick<Deps, 'bus' | 'clock'>): void {
  onBookingConfirmed(deps);
  onRentEscalationApplied(deps);
  onBookingCancelled(deps);
  onAccountErasing(deps);
}
