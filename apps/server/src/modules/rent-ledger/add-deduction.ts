import type { Deduction } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { depositPosition } from './deposit-position';
import { publishLedgerChanged } from './ledger-realtime';
import { assertOwns } from './rent-ledger.policy';
import { findLedger, insertDeduction, lockLedger } from './rent-ledger.repository';

/**
 * At move-out the owner keeps part of a paid deposit, with a reason. What is kept and what was
 * paid back never exceed the deposit paid (checked under the stay's lock, so two at once can
 * not both pass).
 */
export async function addDeduction(
  deps: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  caller: RequestAuth,
  bookingId: string,
  input: { amountPaise: number; reason: string },
): Promise<Deduction> {
  const ledger = assertOwns(caller, await findLedger(deps.db, bookingId));
  const row = {
    id: newId(),
    bookingId,
    amountPaise: input.amountPaise,
    reason: input.reason,
    createdAt: deps.clock.now().toISOString(),
  };
  await deps.db.transaction().execute(async (trx) => {
    await lockLedger(trx, bookingId);
    const deposit = await depositPosition(trx, bookingId);
    if (deposit.paidPaise === 0) throw new AppError('payment.no-deposit');
    if (deposit.deductedPaise + deposit.refundedPaise + input.amountPaise > deposit.paidPaise)
      throw new AppError('payment.too-much');
    await insertDeduction(trx, row);
  });
  publishLedgerChanged(deps, ledger);
  return { id: row.id, amountPaise: row.amountPaise, reason: row.reason, createdAt: row.createdAt };
}
