import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A public landing page's listings: one city, one type, to rent or to buy. */
export interface LandingPage {
  listingType: string;
  city: string;
  type: string;
  /** The newest change of an open listing on it. */
  updatedAt: string;
}

/** Every (listing type, city, type) with at least one open listing, for the sitemap. */
export const openLandingPages = (deps: { db: Kysely<Database> }): Promise<LandingPage[]> =>
  deps.db
    .selectFrom('properties')
    .select(['listingType', 'city', 'type', (eb) => eb.fn.max('updatedAt').as('updatedAt')])
    .where(sql<boolean>`"status" in ('available', 'vacant')`)
    .where(sql<boolean>`"hiddenByAdminAt" is null and not "ownerSuspended"`)
    .groupBy(['listingType', 'city', 'type'])
    .orderBy('city')
    .orderBy('type')
    .execute() as Promise<LandingPage[]>;
