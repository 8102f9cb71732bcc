import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../plugins/events/deps';
import type { Emit } from '../../plugins/events/app-events';
import { payableOf, releasePayable, settlePayable } from './payables';
import { changed } from './payment-realtime';
import { movePayment, type PaymentRow } from './payments.repository';

/**
 * The gateway took the money for a payment: it is confirmed and what it pays is paid. The
 * webhook (decision 043) and the browser's signed checkout result (decision 067) both come
 * here, and the conditional UPDATE lets only the first of them change anything: the same
 * payment told twice is one payment. A capture after a failure still counts: the money arrived.
 */
export async function recordGatewayCapture(
  trx: Kysely<Database>,
  emit: Emit,
  log: Deps['log'],
  payment: PaymentRow,
  gatewayPaymentId: string,
  now: string,
): Promise<boolean> {
  const moved = await movePayment(trx, payment.id, ['created', 'failed'], {
    status: 'confirmed',
    gatewayPaymentId,
    paidAt: now,
    updatedAt: now,
  });
  if (!moved) return false;
  const paid = payableOf(payment);
  if (paid && !(await settlePayable(trx, paid, payment.id, now)))
    log.error({ paymentId: payment.id }, 'captured payment of a due paid another way: refund it');
  emit('payment.changed', changed(payment, 'confirmed'));
  return true;
}

/** The payment of an order the gateway says failed (or the payer gave up): the due is free again. */
export async function recordGatewayFailure(
  trx: Kysely<Database>,
  emit: Emit,
  payment: PaymentRow,
  gatewayPaymentId: string | null,
  now: string,
): Promise<boolean> {
  const moved = await movePayment(trx, payment.id, ['created'], {
    status: 'failed',
    ...(gatewayPaymentId ? { gatewayPaymentId } : {}),
    updatedAt: now,
  });
  if (!moved) return false;
  const paid = payableOf(payment);
  if (paid) await releasePayable(trx, paid, payment.id, now);
  emit('payment.changed', changed(payment, 'failed'));
  return true;
}
