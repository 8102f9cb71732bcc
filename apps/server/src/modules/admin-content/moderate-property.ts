import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { removeProperty, setPropertyHiddenByAdmin } from '../properties/index';
import { propertyOwner } from './admin-content.repository';
import { recordDeletion, recordVisibilityChange, type ModeratedItem } from './moderation-record';

async function listingItem(db: Kysely<Database>, id: string): Promise<ModeratedItem> {
  const listing = await propertyOwner(db, id);
  if (!listing) throw new AppError('property.not-found');
  return {
    id,
    auditType: 'property',
    contentType: 'listing',
    ownerId: listing.ownerId,
    title: listing.title,
    details: { ownerId: listing.ownerId, title: listing.title },
  };
}

/**
 * An admin hides a listing from everyone but its owner and admins, or shows it again; the owner
 * is told why. The owner's own status stays as it was, and they cannot undo an admin's hide.
 */
export async function setListingHidden(
  deps: Pick<Deps, 'db' | 'bus' | 'clock'>,
  adminId: string,
  id: string,
  hidden: boolean,
  reason: string,
): Promise<void> {
  const at = deps.clock.now().toISOString();
  await inTransaction(deps, async (trx, emit) => {
    const item = await listingItem(trx, id);
    await setPropertyHiddenByAdmin(trx, id, hidden ? { at, reason, by: adminId } : null);
    await recordVisibilityChange(trx, emit, item, { adminId, hidden, reason, at });
  });
}

/** An admin deletes a listing for good (audited with why by the properties module); the owner is told. */
export async function deleteListing(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock' | 'log'>,
  admin: RequestAuth,
  id: string,
  reason: string,
): Promise<void> {
  const item = await listingItem(deps.db, id);
  await removeProperty(deps, admin, id, reason);
  await recordDeletion(deps, item, reason);
}
