import type { Payment } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { payableOf, settlePayable } from './payables';
import { changed } from './payment-realtime';
import { findPayment, movePayment } from './payments.repository';
import { paymentPayee } from './payments.policy';
import { toPayment } from './present-payment';

/**
 * The payee saw the money arrive: the claimed payment is confirmed and what it pays is paid. Confirming
 * again (a retry, a second tab) changes nothing and answers the payment as it is.
 */
export async function confirmPayment(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  caller: RequestAuth,
  paymentId: string,
): Promise<Payment> {
  const seen = paymentPayee(caller, await findPayment(deps.db, paymentId));
  if (seen.status !== 'confirmed') {
    const now = deps.clock.now().toISOString();
    await inTransaction(deps, async (trx, emit) => {
      const moved = await movePayment(trx, paymentId, ['claimed'], {
        status: 'confirmed',
        paidAt: now,
        updatedAt: now,
      });
      if (!moved) {
        const current = await findPayment(trx, paymentId);
        if (current?.status === 'confirmed') return;
        throw new AppError('payment.not-claimed');
      }
      const paid = payableOf(seen);
      if (paid && !(await settlePayable(trx, paid, paymentId, now)))
        throw new AppError('payment.already-paid');
      emit('payment.changed', changed(seen, 'confirmed'));
    });
  }
  const stored = await findPayment(deps.db, paymentId);
  if (!stored) throw new AppError('payment.not-found');
  return toPayment(stored);
}
