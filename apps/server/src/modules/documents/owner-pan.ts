import {
  financialYearOf,
  kolkataDate,
  maskPan,
  panAsked,
  type PanStatus,
  type SavedPan,
} from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { rentReceivedInYear } from '../rent-ledger/index';
import { findTaxIds, storePan } from './documents.repository';

/**
 * The caller's PAN as the app shows it (masked, never in full), and for an owner the rent paid
 * to them this financial year: past ₹1,00,000 without a PAN, they are asked for one.
 */
export async function readOwnPan(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Pick<RequestAuth, 'userId' | 'role'>,
): Promise<PanStatus> {
  const financialYear = financialYearOf(kolkataDate(deps.clock.now()));
  const [row, rentReceivedPaise] = await Promise.all([
    findTaxIds(deps.db, caller.userId),
    caller.role === 'owner'
      ? rentReceivedInYear(deps.db, caller.userId, financialYear)
      : Promise.resolve(0),
  ]);
  const pan = row?.pan ? maskPan(row.pan) : null;
  return {
    pan,
    financialYear,
    rentReceivedPaise,
    asked: caller.role === 'owner' && panAsked(rentReceivedPaise, pan !== null),
  };
}

/** The full PAN, for the rent receipts the owner's tenants download. */
export async function ownerPan(deps: Pick<Deps, 'db'>, ownerId: string): Promise<string | null> {
  return (await findTaxIds(deps.db, ownerId))?.pan ?? null;
}

/** An owner saves (or replaces) their PAN, already checked by its shape. */
export async function saveOwnPan(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  pan: string,
): Promise<SavedPan> {
  await storePan(deps.db, userId, pan, deps.clock.now().toISOString());
  return { pan: maskPan(pan) };
}
