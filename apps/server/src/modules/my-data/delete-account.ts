import type { AccountDeletionInput } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Auth } from '../../plugins/auth/create-auth';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';
import { cancelBooking } from '../bookings/index';
import { changePropertyStatus, removeProperty, retireProperty } from '../properties/index';
import { deleteRoommateProfile, getOwnRoommateProfile } from '../roommates/index';
import { changeServiceBookingStatus } from '../service-bookings/index';
import { hideProviderServices } from '../services/index';
import { eraseAccount } from '../users/index';
import {
  eraseOwnRows,
  listingsWithStays,
  openServiceBookings,
  ownListingIds,
  pendingStayRequests,
  personOf,
  privateFileKeys,
} from './account-deletion.repository';
import { isLastAdmin } from './check-account-deletion';
import { confirmIdentity } from './confirm-identity';

/** Closes a person's open sockets on every instance (the suspension's own mechanism). */
export type DisconnectUser = (userId: string) => void;

const CANCEL_NOTE = 'The account was deleted.';

/**
 * Deletes the caller's account for good (decision 041), once they confirmed it is them:
 * 1. their service bookings not yet started are cancelled (the other side is told, as for any
 *    cancellation); their listings are closed, then erased (each as its owner would: photos
 *    and all, interested people and open tabs told) and so is their roommate profile with its room photos;
 * 2. in one transaction, what was only theirs is erased (each module its own rows, on
 *    `account.erasing`) and their row emptied to "Former member"; their services are hidden;
 *    every session ends;
 * 3. their sockets close on every instance, and their files are removed.
 * Kept, under "Former member": the messages they sent (their partner's thread), the service
 * bookings they had (the provider's history and reviews), their stays as tenant (the owner's
 * records) and the stays at their listings (the tenants' records, decision 069: the listing's row
 * is kept stripped, and the rent still unpaid is no longer owed through Nivaas).
 * The last admin who can act is refused: someone must run the admin area.
 */
export async function deleteAccount(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock' | 'log'> & { auth: Auth },
  disconnectUser: DisconnectUser,
  caller: RequestAuth,
  input: AccountDeletionInput,
): Promise<void> {
  const userId = caller.userId;
  if (await isLastAdmin(deps, userId)) throw new AppError('my-data.last-admin');
  await confirmIdentity(deps, userId, input, deps.clock.now());

  for (const booking of await openServiceBookings(deps.db, userId)) {
    if (booking.status === 'in-progress') continue;
    await changeServiceBookingStatus(deps, caller, booking.id, 'cancelled', CANCEL_NOTE).catch(
      (err: unknown) => deps.log.warn({ err, bookingId: booking.id }, 'booking not cancelled'),
    );
  }
  // Requests for a stay not yet confirmed are turned down, as the owner would: the seeker is told.
  for (const id of await pendingStayRequests(deps.db, userId))
    await cancelBooking(deps, caller, id).catch((err: unknown) =>
      deps.log.warn({ err, bookingId: id }, 'stay request not cancelled'),
    );
  const { listingIds: withStays } = await listingsWithStays(deps.db, userId);
  for (const id of await ownListingIds(deps.db, userId)) {
    // Closed first, as the owner would: people watching or interested hear it, then it goes.
    await changePropertyStatus(deps, caller, id, 'inactive').catch((err: unknown) =>
      deps.log.warn({ err, propertyId: id }, 'listing not closed before erasing'),
    );
    // A listing with stays keeps a stripped row: the tenants' ledger, receipts and agreement
    // hang on it (decision 069). The others go altogether.
    if (withStays.has(id)) await retireProperty(deps, caller, id);
    else await removeProperty(deps, caller, id);
  }
  if (await getOwnRoommateProfile(deps, userId).catch(() => null))
    await deleteRoommateProfile(deps, userId);

  const person = await personOf(deps.db, userId);
  if (!person) throw new AppError('user.not-found');
  const keys = await privateFileKeys(deps.db, userId);
  const avatarKey = person.avatarUrl ? deps.storage.keyFromUrl(person.avatarUrl) : null;
  await inTransaction(deps, async (trx, emit) => {
    // Checked again where it counts: two admins deleting at once do not both go.
    if (await isLastAdmin({ db: trx }, userId)) throw new AppError('my-data.last-admin');
    await hideProviderServices(trx, userId, true);
    // Each module erases its own rows of this person before the transaction commits.
    emit('account.erasing', { userId });
    await eraseOwnRows(trx, userId);
    const sessionsEnded = await eraseAccount(trx, userId, deps.clock.now().toISOString());
    await recordAudit(trx, {
      actorId: userId,
      action: 'user.delete-own-account',
      targetType: 'user',
      targetId: userId,
      details: { sessionsEnded },
    });
  });
  disconnectUser(userId);
  await deleteStoredKeys(deps, avatarKey ? [avatarKey, ...keys] : keys);
}
