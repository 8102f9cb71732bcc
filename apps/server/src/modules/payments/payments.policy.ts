import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { findDue, type DueFacts } from '../rent-ledger/index';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentRow } from './payments.repository';

/**
 * Who may do what with a due or a payment: the due's tenant pays it, the listing's owner is
 * paid (records cash, confirms or disputes). Anyone else learns only that it is not theirs.
 */
export function duePayer(caller: RequestAuth, due: DueFacts | undefined): DueFacts {
  if (!due) throw new AppError('payment.due-not-found');
  if (caller.userId !== due.tenantId) {
    if (caller.userId === due.ownerId) throw new AppError('payment.payer-only');
    throw new AppError('payment.due-not-found');
  }
  return due;
}

export function duePayee(caller: RequestAuth, due: DueFacts | undefined): DueFacts {
  if (!due) throw new AppError('payment.due-not-found');
  if (caller.userId !== due.ownerId) {
    if (caller.userId === due.tenantId) throw new AppError('payment.payee-only');
    throw new AppError('payment.due-not-found');
  }
  return due;
}

export function paymentPayee(caller: RequestAuth, payment: PaymentRow | undefined): PaymentRow {
  if (!payment) throw new AppError('payment.not-found');
  if (caller.userId !== payment.payeeId) {
    if (caller.userId === payment.payerId) throw new AppError('payment.payee-only');
    throw new AppError('payment.not-found');
  }
  return payment;
}

/** A due that can take a payment: unpaid, none in flight. */
export function assertOpen(due: DueFacts): void {
  if (due.paidAt) throw new AppError('payment.already-paid');
  if (due.openPaymentId) throw new AppError('payment.in-progress');
}

/**
 * Why a due could not be taken by a new payment (another claimed or paid it first, within the
 * same instant): said in the person's words, after the conditional update refused it.
 */
export async function refuseTakenDue(db: Kysely<Database>, dueId: string): Promise<never> {
  const due = await findDue(db, dueId);
  throw new AppError(due?.paidAt ? 'payment.already-paid' : 'payment.in-progress');
}
