import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { claimDue, findDue, releaseDue, settleDue } from '../rent-ledger/index';
import {
  claimServiceOwed,
  findServiceOwed,
  releaseServiceOwed,
  settleServiceOwed,
} from '../service-bookings/index';
import type { PaymentRow } from './payments.repository';
import { upiNote } from './upi-link';

type Db = Kysely<Database>;

/**
 * What a payment pays (decision 062): a stay's due (rent or deposit, the rent ledger's) or what a
 * service booking owes (its total once completed, or a late cancellation's fee). One set of use
 * cases pays both: each kind only answers who pays whom how much, and claims, releases and
 * settles with its owner's conditional UPDATE.
 */
export type PayableRef = { type: 'rent'; id: string } | { type: 'service'; id: string };

export interface Payable {
  ref: PayableRef;
  /** The stay, or the service booking. */
  bookingId: string;
  payerId: string;
  payeeId: string;
  amountPaise: number;
  openPaymentId: string | null;
  paidAt: string | null;
  /** The UPI note the payee reads in their statement. */
  note: string;
}

export async function findPayable(db: Db, ref: PayableRef): Promise<Payable | undefined> {
  if (ref.type === 'rent') {
    const due = await findDue(db, ref.id);
    return (
      due && {
        ref,
        bookingId: due.bookingId,
        payerId: due.tenantId,
        payeeId: due.ownerId,
        amountPaise: due.amountPaise,
        openPaymentId: due.openPaymentId,
        paidAt: due.paidAt,
        note: upiNote(due),
      }
    );
  }
  const owed = await findServiceOwed(db, ref.id);
  if (!owed) return undefined;
  return {
    ref,
    bookingId: owed.id,
    payerId: owed.customerId,
    payeeId: owed.providerId,
    amountPaise: owed.amountPaise,
    openPaymentId: owed.openPaymentId,
    paidAt: owed.paidAt,
    note: `Nivaas ${owed.purpose === 'cancellation-fee' ? 'Cancellation fee' : 'Service'} ${owed.date}`,
  };
}

/** A payable that can take a payment: something owed, unpaid, none in flight. */
export function assertOpen(payable: Payable): void {
  if (payable.paidAt) throw new AppError('payment.already-paid');
  if (payable.openPaymentId) throw new AppError('payment.in-progress');
  if (payable.amountPaise <= 0) throw new AppError('payment.nothing-owed');
}

export const claimPayable = (db: Db, ref: PayableRef, paymentId: string, now: string) =>
  ref.type === 'rent'
    ? claimDue(db, ref.id, paymentId, now)
    : claimServiceOwed(db, ref.id, paymentId, now);

export const settlePayable = (db: Db, ref: PayableRef, paymentId: string, now: string) =>
  ref.type === 'rent'
    ? settleDue(db, ref.id, paymentId, now)
    : settleServiceOwed(db, ref.id, paymentId, now);

export const releasePayable = (db: Db, ref: PayableRef, paymentId: string, now: string) =>
  ref.type === 'rent'
    ? releaseDue(db, ref.id, paymentId, now)
    : releaseServiceOwed(db, ref.id, paymentId, now);

/** What a stored payment pays; null for a deposit refund, which pays back no due. */
export function payableOf(row: Pick<PaymentRow, 'dueId' | 'serviceBookingId'>): PayableRef | null {
  if (row.dueId) return { type: 'rent', id: row.dueId };
  if (row.serviceBookingId) return { type: 'service', id: row.serviceBookingId };
  return null;
}

/** A new payment row's links to what it pays. */
export const paymentLinks = (payable: Payable) => ({
  dueId: payable.ref.type === 'rent' ? payable.ref.id : null,
  bookingId: payable.bookingId,
  serviceBookingId: payable.ref.type === 'service' ? payable.ref.id : null,
});

/**
 * Why a payable could not be taken by a new payment (another claimed or paid it first, within
 * the same instant): said in the person's words, after the conditional update refused it.
 */
export async function refuseTaken(db: Db, ref: PayableRef): Promise<never> {
  const payable = await findPayable(db, ref);
  if (payable?.paidAt) throw new AppError('payment.already-paid');
  if (payable && payable.amountPaise <= 0) throw new AppError('payment.nothing-owed');
  throw new AppError('payment.in-progress');
}

/** A rent due by its id, or any payable by its reference. */
export const refOf = (target: PayableRef | string): PayableRef =>
  typeof target === 'string' ? { type: 'rent', id: target } : target;
