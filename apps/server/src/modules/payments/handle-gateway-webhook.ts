import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import type { GatewayEvent, PaymentGateway } from './gateway/index';
import { recordGatewayCapture, recordGatewayFailure } from './gateway-capture';
import { recordGatewayRefund } from './gateway-refund';
import { findPaymentByOrder, recordWebhookEvent, webhookEventSeen } from './payments.repository';

/**
 * A gateway's webhook: its signature checked over the raw body first, then handled once by its
 * event id (the id is stored in the same transaction as the change, so a redelivery, or the
 * same event at two instances, changes nothing). Payments only move forward: a captured
 * payment is never failed by a late event. Refunds asked online are settled here too
 * (decision 080).
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
  if (event.kind === 'authorized')
    return captureAuthorized(deps, gateway, { eventId, name, event, now });
  await inTransaction(deps, async (trx, emit) => {
    if (!(await recordWebhookEvent(trx, eventId, name, now))) return;
    if (event.kind === 'other') return;
    if (event.kind === 'refund-processed' || event.kind === 'refund-failed') {
      await recordGatewayRefund(trx, emit, deps.log, event, now);
      return;
    }
    const payment = await findPaymentByOrder(trx, event.orderId);
    if (!payment) {
      deps.log.warn({ eventId, orderId: event.orderId }, 'gateway event for an unknown order');
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
}

/**
 * `payment.authorized`: the money is held and Nivaas captures it (the `payment.captured` that
 * follows pays the due). The event is noted as handled only once the capture has succeeded: a
 * capture the gateway does not take answers 503 and notes nothing, so the gateway's redelivery
 * of the same event captures then (decision 080). A payment already confirmed needs no capture.
 */
async function captureAuthorized(
  deps: Pick<Deps, 'db' | 'log'>,
  gateway: PaymentGateway,
  {
    eventId,
    name,
    event,
    now,
  }: {
    eventId: string;
    name: string;
    event: Extract<GatewayEvent, { kind: 'authorized' }>;
    now: string;
  },
): Promise<void> {
  if (await webhookEventSeen(deps.db, eventId)) return;
  const payment = await findPaymentByOrder(deps.db, event.orderId);
  if (!payment)
    deps.log.warn({ eventId, orderId: event.orderId }, 'gateway event for an unknown order');
  else if (payment.status === 'created' || payment.status === 'failed') {
    try {
      await gateway.capture(event.gatewayPaymentId, event.amountPaise);
    } catch (error) {
      deps.log.error(
        { err: error, eventId, paymentId: payment.id },
        'capture failed; awaiting redelivery',
      );
      throw new AppError('payment.gateway-unavailable');
    }
  }
  await recordWebhookEvent(deps.db, eventId, name, now);
}
