import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { readListing, type ListingRecord } from '../properties/index';
import { canManageEscalation, canReadEscalation, canSeeNotices } from './rent-escalations.policy';
import { tenantsOfListing } from './tenants-of-listing';

export type EscalationAccess = 'read' | 'manage' | 'notices';

/** The listing if `caller` may do this with its rent escalation: 404 when missing, else 403. */
export async function loadListingFor(
  db: Kysely<Database>,
  caller: RequestAuth,
  propertyId: string,
  access: EscalationAccess,
  now: Date,
): Promise<ListingRecord> {
  const listing = await readListing(db, propertyId);
  if (!listing) throw new AppError('property.not-found');
  const allowed =
    access === 'manage'
      ? canManageEscalation(caller, listing)
      : access === 'notices'
        ? canSeeNotices(caller, listing)
        : canManageEscalation(caller, listing) ||
          canReadEscalation(caller, listing, await tenantsOfListing(db, propertyId, now));
  if (!allowed) throw new AppError('rent-escalation.forbidden');
  return listing;
}
