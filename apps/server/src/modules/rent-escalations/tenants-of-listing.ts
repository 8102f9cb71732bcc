import type { Kysely } from 'kysely';
import { kolkataDate } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import { approvedApplicantIds } from '../applications/index';
import { currentTenantIds } from '../bookings/index';

/**
 * Who pays the listing's rent: tenants with a confirmed stay that has not ended, and seekers
 * whose application was approved. They are told of increases and may read the setting.
 */
export async function tenantsOfListing(
  db: Kysely<Database>,
  propertyId: string,
  now: Date,
): Promise<string[]> {
  const staying = await currentTenantIds(db, propertyId, kolkataDate(now));
  const approved = await approvedApplicantIds(db, propertyId);
  return [...new Set([...staying, ...approved])];
}
