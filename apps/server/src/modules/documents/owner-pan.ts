import { maskPan, type SavedPan } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { findTaxIds, storePan } from './documents.repository';

/** The caller's PAN as the app shows it: masked, never in full. */
export async function readOwnPan(deps: Pick<Deps, 'db'>, userId: string): Promise<SavedPan> {
  const row = await findTaxIds(deps.db, userId);
  return { pan: row?.pan ? maskPan(row.pan) : null };
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
