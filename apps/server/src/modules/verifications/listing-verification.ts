import type { Verification } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findListing } from '../properties/index';
import { presentVerification } from './present-verification';
import { latestVerification } from './verifications.repository';

/** The listing, if `caller` owns it: 404 when there is none, 403 when it is someone else's. */
export async function assertOwnsListing(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  id: string,
): Promise<{ title: string }> {
  const listing = await findListing(deps, id);
  if (listing.ownerId !== caller.userId) throw new AppError('property.not-owner');
  return listing;
}

/** The latest proof of ownership sent for the caller's listing, or null. */
export async function listingVerification(
  deps: Pick<Deps, 'db' | 'storage'>,
  caller: RequestAuth,
  id: string,
): Promise<Verification | null> {
  await assertOwnsListing(deps, caller, id);
  const row = await latestVerification(deps.db, 'listing', id);
  return row ? presentVerification(deps.storage, row) : null;
}

/** The latest ID or trade document the provider sent, or null. */
export async function providerVerification(
  deps: Pick<Deps, 'db' | 'storage'>,
  caller: RequestAuth,
): Promise<Verification | null> {
  const row = await latestVerification(deps.db, 'provider', caller.userId);
  return row ? presentVerification(deps.storage, row) : null;
}
