import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { payableOf, releasePayable, settlePayable } from './payables';
import type { PaymentGateway } from './gateway/index';
import { changed } from './payment-realtime';
import { findPaymentByOrder, movePayment, recordWebhookEvent } from './payments.repository';

/**
 * A gateway's webhook: its signature checked over the raw body first, then handled once by its
 * event id (the id is stored in the same transaction as the change, so a redelivery, or the
 * same event at two instances, changes nothing). Payments only move forward: a captured
 * payment is never failed by a late event.
 */
export async function handleGatewayWebhook(
  deps: Pick<Deps, 'db' | 'bus' | 'clock' | 'log'>,
  gateway: PaymentGateway | null,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  signature: string | undefined,
): Promise<void> {
  if (!gateway) throw new AppError('payment.gateway-off');
  if (!gateway.verifyWebhook(rawBody, signature)) throw new AppError('payment.bad-signature');
  const { eventId, name, event } = gateway.readWebhook(rawBody, headers);
  const now = deps.clock.now().toISOString();
  let capture: { gatewayPaymentId: string; amountPaise: number } | null = null;
  await inTransaction(deps, async (trx, emit) => {
    if (!(await recordWebhookEvent(trx, eventId, name, now))) return;
    if (event.kind === 'other' || event.kind === 'refunded') return;
    const payment = await findPaymentByOrder(trx, event.orderId);
    if (!payment) {
      deps.log.warn({ eventId, orderId: event.orderId }, 'gateway event for an unknown order');
      return;
    }
    if (event.kind === 'authorized') {
      capture = { gatewayPaymentId: event.gatewayPaymentId, amountPaise: event.amountPaise };
      return;
    }
    if (event.kind === 'failed') {
      if (
        await movePayment(trx, payment.id, ['created'], {
          status: 'failed',
          gatewayPaymentId: event.gatewayPaymentId,
          updatedAt: now,
        })
      ) {
        const paid = payableOf(payment);
        if (paid) await releasePayable(trx, paid, payment.id, now);
        emit('payment.changed', changed(payment, 'failed'));
      }
      return;
    }
    if (event.amountPaise !== Number(payment.amountPaise))
      deps.log.warn({ eventId, paymentId: payment.id }, 'captured amount differs from the due');
    // A late capture after a failure counts: the money arrived.
    const moved = await movePayment(trx, payment.id, ['created', 'failed'], {
      status: 'confirmed',
      gatewayPaymentId: event.gatewayPaymentId,
      paidAt: now,
      updatedAt: now,
    });
    if (!moved) return;
    const paid = payableOf(payment);
    if (paid && !(await settlePayable(trx, paid, payment.id, now)))
      deps.log.error(
        { paymentId: payment.id },
        'captured payment of a due paid another way: refund it',
      );
    emit('payment.changed', changed(payment, 'confirmed'));
  });
  const toCapture = capture as { gatewayPaymentId: string; amountPaise: number } | null;
  if (toCapture) await gateway.capture(toCapture.gatewayPaymentId, toCapture.amountPaise);
}
