import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../plugins/events/deps';
import type { Emit } from '../../plugins/events/app-events';
import type { GatewayEvent } from './gateway/index';
import { changed } from './payment-realtime';
import { findGatewayRefund, movePayment } from './payments.repository';

type RefundEvent = Extract<GatewayEvent, { kind: 'refund-processed' | 'refund-failed' }>;

/**
 * The gateway's word on an online refund (decision 080), inside the transaction that notes its
 * webhook event: `processed` confirms the pending refund (it now counts in the ledger), `failed`
 * fails it (the deposit is refundable again, another way or online once more). Refunds only move
 * forward, by a conditional UPDATE, so the same word twice changes nothing. A refund taken as
 * failed because the gateway did not answer in time, then processed after all, still counts:
 * the money went back; it is logged, in case the owner paid it back another way meanwhile.
 */
export async function recordGatewayRefund(
  trx: Kysely<Database>,
  emit: Emit,
  log: Deps['log'],
  event: RefundEvent,
  now: string,
): Promise<void> {
  const refund = await findGatewayRefund(trx, event.receipt, event.refundId);
  if (!refund) {
    log.warn({ refundId: event.refundId }, 'gateway refund event for a refund not asked here');
    return;
  }
  if (event.kind === 'refund-failed') {
    const failed = await movePayment(trx, refund.id, ['created'], {
      status: 'failed',
      reference: event.refundId,
      updatedAt: now,
    });
    if (failed) emit('payment.changed', changed(refund, 'failed'));
    return;
  }
  if (event.amountPaise !== Number(refund.amountPaise))
    log.warn({ paymentId: refund.id }, 'refunded amount differs from the refund asked');
  const processed = { status: 'confirmed', paidAt: now, reference: event.refundId, updatedAt: now };
  if (await movePayment(trx, refund.id, ['created'], processed)) {
    emit('payment.changed', changed(refund, 'confirmed'));
    return;
  }
  if (await movePayment(trx, refund.id, ['failed'], processed)) {
    log.error(
      { paymentId: refund.id },
      'a refund taken as failed was processed: check it is not paid back twice',
    );
    emit('payment.changed', changed(refund, 'confirmed'));
  }
}
