import type { DepositRefundInput, Payment } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { depositPosition, findStayLedger, lockStayLedger } from '../rent-ledger/index';
import type { DeliverWebhook } from './demo-checkout';
import type { DemoGateway, PaymentGateway } from './gateway/index';
import { changed } from './payment-realtime';
import { findPayment, insertPayment, movePayment, noteGatewayRefund } from './payments.repository';
import { toPayment } from './present-payment';

/**
 * Move-out: the owner pays back the deposit less the deductions (all that is left, or a part of
 * it), as a refund payment from owner to tenant. In cash or by UPI (with the reference) it is
 * paid back at once. Online (decision 080) the gateway the deposit was paid through is asked to
 * refund that payment; the refund is pending (`created`) until the gateway's webhook says it was
 * processed (then it counts) or failed (then the deposit can be paid back another way). What is
 * refunded or pending never exceeds what is left, checked under the stay's lock, so a repeated
 * request answers 400 or 409 rather than paying twice.
 */
export async function refundDeposit(
  deps: Pick<Deps, 'db' | 'bus' | 'clock' | 'log'>,
  gateway: PaymentGateway | DemoGateway | null,
  deliver: DeliverWebhook,
  caller: RequestAuth,
  bookingId: string,
  input: DepositRefundInput,
): Promise<Payment> {
  const ledger = await findStayLedger(deps.db, bookingId);
  if (!ledger) throw new AppError('rent-ledger.not-found');
  if (caller.userId !== ledger.ownerId)
    throw new AppError(
      caller.userId === ledger.tenantId ? 'rent-ledger.owner-only' : 'rent-ledger.not-found',
    );
  const online = input.method === 'gateway';
  if (online && !gateway) throw new AppError('payment.gateway-off');
  const id = newId();
  const now = deps.clock.now().toISOString();
  const row = await inTransaction(deps, async (trx, emit) => {
    // The ledger's row is the stay's lock: two refunds at once wait for each other.
    await lockStayLedger(trx, bookingId);
    const deposit = await depositPosition(trx, bookingId);
    if (deposit.paidPaise === 0) throw new AppError('payment.no-deposit');
    const left = deposit.paidPaise - deposit.deductedPaise - deposit.refundedPaise;
    if (left <= 0) throw new AppError('payment.too-much');
    const amount = input.amountPaise ?? left;
    if (amount > left) throw new AppError('payment.refund-too-much');
    let gatewayPaymentId: string | null = null;
    if (online) {
      const paidBy = deposit.paymentId ? await findPayment(trx, deposit.paymentId) : undefined;
      if (paidBy?.method !== 'gateway' || paidBy.status !== 'confirmed' || !paidBy.gatewayPaymentId)
        throw new AppError('payment.not-paid-online');
      gatewayPaymentId = paidBy.gatewayPaymentId;
    }
    const refund = {
      id,
      dueId: null,
      bookingId,
      kind: 'refund',
      method: input.method,
      status: online ? 'created' : 'confirmed',
      amountPaise: amount,
      payerId: ledger.ownerId,
      payeeId: ledger.tenantId,
      reference: online ? null : input.reference?.toUpperCase() || null,
      disputeReason: null,
      gatewayOrderId: null,
      gatewayPaymentId,
      createdAt: now,
      updatedAt: now,
      paidAt: online ? null : now,
    };
    await insertPayment(trx, refund);
    emit('payment.changed', changed(refund, online ? 'created' : 'confirmed'));
    return refund;
  });
  if (gateway && row.gatewayPaymentId)
    await askGatewayToRefund(deps, gateway, deliver, {
      ...row,
      gatewayPaymentId: row.gatewayPaymentId,
    });
  const stored = await findPayment(deps.db, id);
  if (!stored) throw new AppError('payment.not-found');
  return toPayment(stored);
}

/**
 * The pending refund, recorded, is sent to the gateway with its id as the receipt, so the
 * gateway's webhook finds it even before the gateway's refund id is noted here. A gateway that
 * does not take it fails the refund at once (both sides hear it), and the owner is told.
 */
async function askGatewayToRefund(
  deps: Pick<Deps, 'db' | 'bus' | 'clock' | 'log'>,
  gateway: PaymentGateway | DemoGateway,
  deliver: DeliverWebhook,
  refund: Parameters<typeof changed>[0] & { gatewayPaymentId: string; amountPaise: number },
): Promise<void> {
  let refundId: string;
  try {
    ({ refundId } = await gateway.refund(refund.gatewayPaymentId, refund.amountPaise, refund.id));
  } catch (error) {
    deps.log.error({ err: error, paymentId: refund.id }, 'the gateway did not take a refund');
    const now = deps.clock.now().toISOString();
    await inTransaction(deps, async (trx, emit) => {
      if (await movePayment(trx, refund.id, ['created'], { status: 'failed', updatedAt: now }))
        emit('payment.changed', changed(refund, 'failed'));
    });
    throw new AppError('payment.gateway-unavailable');
  }
  await noteGatewayRefund(deps.db, refund.id, refundId, deps.clock.now().toISOString());
  // The demo gateway takes no money: it says at once that the refund was processed.
  if ('refundProcessed' in gateway)
    await deliver(
      gateway.refundProcessed({
        refundId,
        gatewayPaymentId: refund.gatewayPaymentId,
        amountPaise: refund.amountPaise,
        receipt: refund.id,
      }),
    );
}
