import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import type { PaymentGateway } from './gateway/index';
import { recordGatewayCapture, recordGatewayFailure } from './gateway-capture';
import { findPaymentByOrder, recordWebhookEvent } from './payments.repository';

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
      await recordGatewayFailure(trx, emit, payment, event.gatewayPaymentId, now);
      return;
    }
    if (event.amountPaise !== Number(payment.amountPaise))
      deps.log.warn({ eventId, paymentId: payment.id }, 'captured amount differs from the due');
    await recordGatewayCapture(trx, emit, deps.log, payment, event.gatewayPaymentId, now);
  });
  const toCapture = capture as { gatewayPaymentId: string; amountPaise: number } | null;
  if (toCapture) await gateway.capture(toCapture.gatewayPaymentId, toCapture.amountPaise);
}
