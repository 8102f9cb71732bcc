import type { Payment } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { payableOf, releasePayable } from './payables';
import { changed } from './payment-realtime';
import { findPayment, movePayment } from './payments.repository';
import { paymentPayee } from './payments.policy';
import { toPayment } from './present-payment';

/**
 * The owner says the money did not arrive, and why: the payment is disputed and its due open
 * again, so the tenant can pay it (or give the right reference).
 */
export async function disputePayment(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  paymentId: string,
  reason: string,
): Promise<Payment> {
  const seen = paymentPayee(caller, await findPayment(deps.db, paymentId));
  const now = deps.clock.now().toISOString();
  await inTransaction(deps, async (trx, emit) => {
    const moved = await movePayment(trx, paymentId, ['claimed'], {
      status: 'disputed',
      disputeReason: reason,
      updatedAt: now,
    });
    if (!moved) throw new AppError('payment.not-claimed');
    const paid = payableOf(seen);
    if (paid) await releasePayable(trx, paid, paymentId, now);
    emit('payment.changed', changed(seen, 'disputed'));
  });
  const stored = await findPayment(deps.db, paymentId);
  if (!stored) throw new AppError('payment.not-found');
  return toPayment(stored);
}
