import type { Payment } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { claimDue, findDue } from '../rent-ledger/index';
import { changed } from './payment-realtime';
import { findPayment, insertPayment } from './payments.repository';
import { assertOpen, duePayer, refuseTakenDue } from './payments.policy';
import { toPayment } from './present-payment';

/**
 * The tenant paid by UPI in their own app and gives the UTR; the owner confirms or disputes.
 * The payment claims the due: of two claims at once one wins, the other answers 409.
 */
export async function claimUpiPayment(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  dueId: string,
  reference: string,
): Promise<Payment> {
  const seen = duePayer(caller, await findDue(deps.db, dueId));
  assertOpen(seen);
  const now = deps.clock.now().toISOString();
  const row = {
    id: newId(),
    dueId,
    bookingId: seen.bookingId,
    kind: 'payment',
    method: 'upi',
    status: 'claimed',
    amountPaise: seen.amountPaise,
    payerId: seen.tenantId,
    payeeId: seen.ownerId,
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
    if (!(await claimDue(trx, dueId, row.id, now))) await refuseTakenDue(trx, dueId);
    emit('payment.changed', changed(row, 'claimed'));
  });
  const stored = await findPayment(deps.db, row.id);
  if (!stored) throw new AppError('payment.not-found');
  return toPayment(stored);
}
