import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { LedgerRow } from './rent-ledger.repository';

/**
 * Who sees and changes a stay's dues: its tenant and the listing's owner see them; only the
 * owner changes them (the due day, deductions). Anyone else is told nothing more than "no".
 */
export function assertSees(caller: RequestAuth, ledger: LedgerRow | undefined): LedgerRow {
  if (!ledger) throw new AppError('rent-ledger.not-found');
  if (caller.userId !== ledger.tenantId && caller.userId !== ledger.ownerId)
    throw new AppError('rent-ledger.forbidden');
  return ledger;
}

export function assertOwns(caller: RequestAuth, ledger: LedgerRow | undefined): LedgerRow {
  const seen = assertSees(caller, ledger);
  if (caller.userId !== seen.ownerId) throw new AppError('rent-ledger.owner-only');
  return seen;
}
