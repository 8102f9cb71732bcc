import type { Payment } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { depositPosition, findStayLedger, lockStayLedger } from '../rent-ledger/index';
import { changed } from './payment-realtime';
import { findPayment, insertPayment } from './payments.repository';
import { toPayment } from './present-payment';

/**
 * Move-out: the owner pays back the deposit less the deductions, in cash or by UPI (with the
 * reference), as a refund payment from owner to tenant. Once refunded nothing is left, so a
 * repeated request answers 409 rather than paying twice.
 */
export async function refundDeposit(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  bookingId: string,
  input: { method: 'cash' | 'upi'; reference?: string | undefined },
): Promise<Payment> {
  const ledger = await findStayLedger(deps.db, bookingId);
  if (!ledger) throw new AppError('rent-ledger.not-found');
  if (caller.userId !== ledger.ownerId)
    throw new AppError(
      caller.userId === ledger.tenantId ? 'rent-ledger.owner-only' : 'rent-ledger.not-found',
    );
  const id = newId();
  const now = deps.clock.now().toISOString();
  await inTransaction(deps, async (trx, emit) => {
    // The ledger's row is the stay's lock: two refunds at once wait for each other.
    await lockStayLedger(trx, bookingId);
    const deposit = await depositPosition(trx, bookingId);
    if (deposit.paidPaise === 0) throw new AppError('payment.no-deposit');
    const amount = deposit.paidPaise - deposit.deductedPaise - deposit.refundedPaise;
    if (amount <= 0) throw new AppError('payment.too-much');
    const row = {
      id,
      dueId: null,
      bookingId,
      kind: 'refund',
      method: input.method,
      status: 'confirmed',
      amountPaise: amount,
      payerId: ledger.ownerId,
      payeeId: ledger.tenantId,
      reference: input.reference?.toUpperCase() || null,
      disputeReason: null,
      gatewayOrderId: null,
      gatewayPaymentId: null,
      createdAt: now,
      updatedAt: now,
      paidAt: now,
    };
    await insertPayment(trx, row);
    emit('payment.changed', changed(row, 'confirmed'));
  });
  const stored = await findPayment(deps.db, id);
  if (!stored) throw new AppError('payment.not-found');
  return toPayment(stored);
}
