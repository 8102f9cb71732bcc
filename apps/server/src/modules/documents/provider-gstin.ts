import type { SavedGstin } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { findTaxIds, storeGstin } from './documents.repository';

/** The caller's GSTIN as saved (a provider's, printed in full on their invoices), or null. */
export async function readOwnGstin(deps: Pick<Deps, 'db'>, userId: string): Promise<SavedGstin> {
  return { gstin: (await findTaxIds(deps.db, userId))?.gstin ?? null };
}

/** A provider saves, replaces or (null) removes their GSTIN, already checked with its check character. */
export async function saveOwnGstin(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  gstin: string | null,
): Promise<SavedGstin> {
  await storeGstin(deps.db, userId, gstin, deps.clock.now().toISOString());
  return { gstin };
}
