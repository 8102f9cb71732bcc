import type { AccountDeletionCheck } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../plugins/events/deps';
import {
  countActiveAdmins,
  listingsWithStays,
  openServiceBookings,
  ownListingIds,
  personOf,
} from './account-deletion.repository';
import { confirmationMethods } from './confirm-identity';

/** Whether deleting would leave nobody to run the admin area. */
export async function isLastAdmin(deps: Pick<Deps, 'db'>, userId: string): Promise<boolean> {
  const person = await personOf(deps.db, userId);
  if (!person) throw new AppError('user.not-found');
  return (
    person.userType === 'admin' && !person.suspendedAt && (await countActiveAdmins(deps.db)) <= 1
  );
}

/** What deleting the caller's account would do, and how they may confirm it. */
export async function checkAccountDeletion(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<AccountDeletionCheck> {
  const [lastAdmin, confirmWith, bookings, listings, kept] = await Promise.all([
    isLastAdmin(deps, userId),
    confirmationMethods(deps, userId),
    openServiceBookings(deps.db, userId),
    ownListingIds(deps.db, userId),
    listingsWithStays(deps.db, userId),
  ]);
  const asProvider = bookings.filter((b) => b.providerId === userId);
  return {
    blockedBy: lastAdmin ? 'last-admin' : null,
    confirmWith,
    serviceBookings: {
      toCancel: asProvider.filter((b) => b.status !== 'in-progress').length,
      inProgress: asProvider.filter((b) => b.status === 'in-progress').length,
    },
    listings: listings.length,
    staysKept: kept.stays,
  };
}
