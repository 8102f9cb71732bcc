import type { Payment } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import {
  assertOpen,
  findPayable,
  paymentLinks,
  refOf,
  refuseTaken,
  settlePayable,
  type PayableRef,
} from './payables';
import { changed } from './payment-realtime';
import { findPayment, insertPayment } from './payments.repository';
import { payee } from './payments.policy';
import { toPayment } from './present-payment';

/**
 * The payee (an owner, a provider) was paid in cash and records it: it is paid at once. A
 * repeated request finds it paid and answers 409, so cash is never counted twice.
 */
export async function recordCashPayment(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  target: PayableRef | string,
): Promise<Payment> {
  const ref = refOf(target);
  const seen = payee(caller, await findPayable(deps.db, ref));
  assertOpen(seen);
  const now = deps.clock.now().toISOString();
  const row = {
    id: newId(),
    ...paymentLinks(seen),
    kind: 'payment',
    method: 'cash',
    status: 'confirmed',
    amountPaise: seen.amountPaise,
    payerId: seen.payerId,
    payeeId: seen.payeeId,
    reference: null,
    disputeReason: null,
    gatewayOrderId: null,
    gatewayPaymentId: null,
    createdAt: now,
    updatedAt: now,
    paidAt: now,
  };
  await inTransaction(deps, async (trx, emit) => {
    await insertPayment(trx, row);
    if (!(await settlePayable(trx, ref, row.id, now))) await refuseTaken(trx, ref);
    emit('payment.changed', changed(row, 'confirmed'));
  });
  const stored = await findPayment(deps.db, row.id);
  if (!stored) throw new AppError('payment.not-found');
  return toPayment(stored);
}
