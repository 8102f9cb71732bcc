import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Payable } from './payables';
import type { PaymentRow } from './payments.repository';

/**
 * Who may do what with a payable or a payment: a stay's tenant pays its due and a service
 * booking's customer what it owes; the listing's owner or the provider is paid (records cash,
 * confirms or disputes). Anyone else learns only that it is not theirs.
 */
export function payer(caller: RequestAuth, payable: Payable | undefined): Payable {
  if (!payable) throw new AppError('payment.due-not-found');
  if (caller.userId !== payable.payerId) {
    if (caller.userId === payable.payeeId)
      throw new AppError(
        payable.ref.type === 'rent' ? 'payment.payer-only' : 'payment.customer-only',
      );
    throw new AppError('payment.due-not-found');
  }
  return payable;
}

export function payee(caller: RequestAuth, payable: Payable | undefined): Payable {
  if (!payable) throw new AppError('payment.due-not-found');
  if (caller.userId !== payable.payeeId) {
    if (caller.userId === payable.payerId) throw new AppError('payment.payee-only');
    throw new AppError('payment.due-not-found');
  }
  return payable;
}

export function paymentPayee(caller: RequestAuth, payment: PaymentRow | undefined): PaymentRow {
  if (!payment) throw new AppError('payment.not-found');
  if (caller.userId !== payment.payeeId) {
    if (caller.userId === payment.payerId) throw new AppError('payment.payee-only');
    throw new AppError('payment.not-found');
  }
  return payment;
}

/** The payer of a payment (the one who opened a gateway order); the payee hears 403. */
export function paymentPayer(caller: RequestAuth, payment: PaymentRow | undefined): PaymentRow {
  if (!payment) throw new AppError('payment.not-found');
  if (caller.userId !== payment.payerId) {
    if (caller.userId === payment.payeeId) throw new AppError('payment.payer-only');
    throw new AppError('payment.not-found');
  }
  return payment;
}
