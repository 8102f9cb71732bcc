import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { claimDue, findDue } from '../rent-ledger/index';
import type { PaymentGateway } from './gateway/index';
import { changed } from './payment-realtime';
import { insertPayment } from './payments.repository';
import { assertOpen, duePayer, refuseTakenDue } from './payments.policy';

/**
 * The tenant pays a due online: the gateway opens an order for its amount and the payment
 * claims the due, as a UPI claim does. The webhook settles it (captured) or lets it go (failed).
 * An order opened for a due someone else claimed first is never paid: nobody is shown it.
 */
export async function openGatewayOrder(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  gateway: PaymentGateway | null,
  caller: RequestAuth,
  dueId: string,
) {
  if (!gateway) throw new AppError('payment.gateway-off');
  const seen = duePayer(caller, await findDue(deps.db, dueId));
  assertOpen(seen);
  const id = newId();
  const order = await gateway.createOrder({
    amountPaise: seen.amountPaise,
    receipt: id,
    notes: { dueId, bookingId: seen.bookingId },
  });
  const now = deps.clock.now().toISOString();
  const row = {
    id,
    dueId,
    bookingId: seen.bookingId,
    kind: 'payment',
    method: 'gateway',
    status: 'created',
    amountPaise: seen.amountPaise,
    payerId: seen.tenantId,
    payeeId: seen.ownerId,
    reference: null,
    disputeReason: null,
    gatewayOrderId: order.orderId,
    gatewayPaymentId: null,
    createdAt: now,
    updatedAt: now,
    paidAt: null,
  };
  await inTransaction(deps, async (trx, emit) => {
    await insertPayment(trx, row);
    if (!(await claimDue(trx, dueId, id, now))) await refuseTakenDue(trx, dueId);
    emit('payment.changed', changed(row, 'created'));
  });
  return {
    paymentId: id,
    orderId: order.orderId,
    keyId: gateway.keyId,
    amountPaise: seen.amountPaise,
    currency: 'INR' as const,
  };
}
