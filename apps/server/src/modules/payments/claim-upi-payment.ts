import type { Payment } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import {
  assertOpen,
  claimPayable,
  findPayable,
  paymentLinks,
  refOf,
  refuseTaken,
  type PayableRef,
} from './payables';
import { changed } from './payment-realtime';
import { findPayment, insertPayment } from './payments.repository';
import { payer } from './payments.policy';
import { toPayment } from './present-payment';

/**
 * The payer (a tenant, a service's customer) paid by UPI in their own app and gives the UTR; the
 * payee confirms or disputes. The payment claims what it pays: of two claims at once one wins,
 * the other answers 409.
 */
export async function claimUpiPayment(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  target: PayableRef | string,
  reference: string,
): Promise<Payment> {
  const ref = refOf(target);
  const seen = payer(caller, await findPayable(deps.db, ref));
  assertOpen(seen);
  const now = deps.clock.now().toISOString();
  const row = {
    id: newId(),
    ...paymentLinks(seen),
    kind: 'payment',
    method: 'upi',
    status: 'claimed',
    amountPaise: seen.amountPaise,
    payerId: seen.payerId,
    payeeId: seen.payeeId,
    reference: reference.toUpperCase(),
    disputeReason: null,
    gatewayOrderId: null,
    gatewayPaymentId: null,
    createdAt: now,
    updatedAt: now,
    paidAt: null,
  };
  await inTransaction(deps, async (trx, emit) => {
    await insertPayment(trx, row);
    if (!(await claimPayable(trx, ref, row.id, now))) await refuseTaken(trx, ref);
    emit('payment.changed', changed(row, 'claimed'));
  });
  const stored = await findPayment(deps.db, row.id);
  if (!stored) throw new AppError('payment.not-found');
  return toPayment(stored);
}
