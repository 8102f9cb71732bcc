import type { Payment } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { findDue, settleDue } from '../rent-ledger/index';
import { changed } from './payment-realtime';
import { findPayment, insertPayment } from './payments.repository';
import { assertOpen, duePayee, refuseTakenDue } from './payments.policy';
import { toPayment } from './present-payment';

/**
 * The owner was paid in cash and records it: the due is paid at once. A repeated request finds
 * the due paid and answers 409, so cash is never counted twice.
 */
export async function recordCashPayment(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  dueId: string,
): Promise<Payment> {
  const seen = duePayee(caller, await findDue(deps.db, dueId));
  assertOpen(seen);
  const now = deps.clock.now().toISOString();
  const row = {
    id: newId(),
    dueId,
    bookingId: seen.bookingId,
    kind: 'payment',
    method: 'cash',
    status: 'confirmed',
    amountPaise: seen.amountPaise,
    payerId: seen.tenantId,
    payeeId: seen.ownerId,
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
    if (!(await settleDue(trx, dueId, row.id, now))) await refuseTakenDue(trx, dueId);
    emit('payment.changed', changed(row, 'confirmed'));
  });
  const stored = await findPayment(deps.db, row.id);
  if (!stored) throw new AppError('payment.not-found');
  return toPayment(stored);
}
