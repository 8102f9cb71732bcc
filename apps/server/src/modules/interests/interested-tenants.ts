import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as interests from './interests.repository';

/** The tenants who said "I'm interested" in a listing (they hear of its changes). */
export const interestedTenantIds = (db: Kysely<Database>, propertyId: string): Promise<string[]> =>
  interests.interestedTenantIds(db, propertyId);
