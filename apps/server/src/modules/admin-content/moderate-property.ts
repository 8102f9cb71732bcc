import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { removeProperty, setPropertyHiddenByAdmin } from '../properties/index';
import { propertyOwner } from './admin-content.repository';

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
    const listing = await propertyOwner(trx, id);
    if (!listing) throw new AppError('property.not-found');
    await setPropertyHiddenByAdmin(trx, id, hidden ? { at, reason, by: adminId } : null);
    await recordAudit(trx, {
      actorId: adminId,
      action: hidden ? 'property.hide' : 'property.unhide',
      targetType: 'property',
      targetId: id,
      reason,
      details: { ownerId: listing.ownerId, title: listing.title },
    });
    emit('content.moderated', {
      ownerId: listing.ownerId,
      contentType: 'listing',
      contentId: id,
      change: hidden ? 'hidden' : 'unhidden',
      title: listing.title,
      reason,
      at,
    });
  });
}

/** An admin deletes a listing for good (audited with why by the properties module); the owner is told. */
export async function deleteListing(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock' | 'log'>,
  admin: RequestAuth,
  id: string,
  reason: string,
): Promise<void> {
  const listing = await propertyOwner(deps.db, id);
  if (!listing) throw new AppError('property.not-found');
  await removeProperty(deps, admin, id, reason);
  // The listing is gone: its owner's notice stands alone, in its own transaction.
  await inTransaction(deps, async (_trx, emit) => {
    emit('content.moderated', {
      ownerId: listing.ownerId,
      contentType: 'listing',
      contentId: id,
      change: 'deleted',
      title: listing.title,
      reason,
      at: deps.clock.now().toISOString(),
    });
  });
}
