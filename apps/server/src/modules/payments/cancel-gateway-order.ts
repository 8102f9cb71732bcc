import type { Payment } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { recordGatewayFailure } from './gateway-capture';
import { findPayment } from './payments.repository';
import { paymentPayer } from './payments.policy';
import { toPayment } from './present-payment';

/**
 * The payer closed the checkout without paying (or it could not load): the open order lets the
 * due go, so UPI or cash can pay it. An order already paid stays paid; if the gateway captures
 * a payment of the closed order later, the webhook still counts it (decision 043).
 */
export async function cancelGatewayOrder(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  paymentId: string,
): Promise<Payment> {
  const payment = paymentPayer(caller, await findPayment(deps.db, paymentId));
  if (payment.method !== 'gateway') throw new AppError('payment.not-found');
  const now = deps.clock.now().toISOString();
  await inTransaction(deps, (trx, emit) => recordGatewayFailure(trx, emit, payment, null, now));
  const stored = await findPayment(deps.db, paymentId);
  if (!stored) throw new AppError('payment.not-found');
  return toPayment(stored);
}
