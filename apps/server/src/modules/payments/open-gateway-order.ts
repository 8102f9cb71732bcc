import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import type { PaymentGateway } from './gateway/index';
import { changed } from './payment-realtime';
import { insertPayment } from './payments.repository';
import {
  assertOpen,
  claimPayable,
  findPayable,
  paymentLinks,
  refOf,
  refuseTaken,
  type PayableRef,
} from './payables';
import { payer } from './payments.policy';

/**
 * The payer pays a due (or a service booking) online: the gateway opens an order for its amount and the payment
 * claims the due, as a UPI claim does. The webhook settles it (captured) or lets it go (failed).
 * An order opened for a due someone else claimed first is never paid: nobody is shown it.
 */
export async function openGatewayOrder(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  gateway: PaymentGateway | null,
  caller: RequestAuth,
  target: PayableRef | string,
) {
  if (!gateway) throw new AppError('payment.gateway-off');
  const ref = refOf(target);
  const seen = payer(caller, await findPayable(deps.db, ref));
  assertOpen(seen);
  const id = newId();
  const order = await gateway.createOrder({
    amountPaise: seen.amountPaise,
    receipt: id,
    notes: {
      [ref.type === 'rent' ? 'dueId' : 'serviceBookingId']: ref.id,
      bookingId: seen.bookingId,
    },
  });
  const now = deps.clock.now().toISOString();
  const row = {
    id,
    ...paymentLinks(seen),
    kind: 'payment',
    method: 'gateway',
    status: 'created',
    amountPaise: seen.amountPaise,
    payerId: seen.payerId,
    payeeId: seen.payeeId,
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
    if (!(await claimPayable(trx, ref, id, now))) await refuseTaken(trx, ref);
    emit('payment.changed', changed(row, 'created'));
  });
  return {
    gateway: gateway.name,
    paymentId: id,
    orderId: order.orderId,
    keyId: gateway.keyId,
    amountPaise: seen.amountPaise,
    currency: 'INR' as const,
  };
}
