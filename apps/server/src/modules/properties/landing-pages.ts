import type { LandingBrowse, ListingType, PropertyType } from '@nivaas/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { PUBLIC_LISTING } from './public-listings';

/** A public landing page's listings: one city, one type, to rent or to buy. */
export interface LandingPage {
  listingType: ListingType;
  city: string;
  type: PropertyType;
  /** The newest change of an open listing on it. */
  updatedAt: string;
}

/** Every (listing type, city, type) with at least one publicly visible listing, for the sitemap. */
export const openLandingPages = (deps: { db: Kysely<Database> }): Promise<LandingPage[]> =>
  deps.db
    .selectFrom('properties')
    .select(['listingType', 'city', 'type', (eb) => eb.fn.max('updatedAt').as('updatedAt')])
    .where((eb) => eb.and(PUBLIC_LISTING))
    .groupBy(['listingType', 'city', 'type'])
    .orderBy('city')
    .orderBy('type')
    .execute() as Promise<LandingPage[]>;

/** An open listing as a landing page's list names it. */
export interface LandingListing {
  id: string;
  title: string;
  listingType: string;
  city: string;
  type: string;
}

/**
 * A landing page's publicly visible listings, `limit` of them, and how many there are: what its
 * structured data lists. `type` undefined means every kind. A page's choices (decision 059)
 * narrow them as the search does: the price (rent, or the sale price) within the band, at least
 * so many bedrooms, the furnishing, whom a PG is for; and order them (newest change first).
 */
export async function landingListings(
  deps: { db: Kysely<Database> },
  page: { listingType: ListingType; city: string; type?: PropertyType | undefined },
  limit: number,
  browse: LandingBrowse = { sort: 'newest' },
): Promise<{ total: number; listings: LandingListing[] }> {
  const price = page.listingType === 'sale' ? 'salePrice' : 'rent';
  let query = deps.db
    .selectFrom('properties')
    .where((eb) => eb.and(PUBLIC_LISTING))
    .where('listingType', '=', page.listingType)
    .where('city', '=', page.city);
  if (page.type) query = query.where('type', '=', page.type);
  if (browse.budget?.minPrice !== undefined)
    query = query.where(price, '>=', browse.budget.minPrice);
  if (browse.budget?.maxPrice !== undefined)
    query = query.where(price, '<=', browse.budget.maxPrice);
  if (browse.bedrooms !== undefined) query = query.where('bedrooms', '>=', browse.bedrooms);
  if (browse.furnishing) query = query.where('furnishing', '=', browse.furnishing);
  if (browse.pgFor) query = query.where('genderPreference', '=', browse.pgFor);
  let listed = query.select(['id', 'title', 'listingType', 'city', 'type']);
  if (browse.sort !== 'newest')
    listed = listed.orderBy(price, browse.sort === 'price-asc' ? 'asc' : 'desc');
  const [count, listings] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    listed.orderBy('updatedAt', 'desc').orderBy('id').limit(limit).execute(),
  ]);
  return { total: Number(count?.n ?? 0), listings: listings as LandingListing[] };
}

/** Every publicly visible listing's place in a landing path, for the sitemap's preview pages. */
export const openListingPaths = (deps: {
  db: Kysely<Database>;
}): Promise<Array<LandingListing & { updatedAt: string }>> =>
  deps.db
    .selectFrom('properties')
    .select(['id', 'title', 'listingType', 'city', 'type', 'updatedAt'])
    .where((eb) => eb.and(PUBLIC_LISTING))
    .orderBy('city')
    .orderBy('id')
    .limit(50_000)
    .execute() as Promise<Array<LandingListing & { updatedAt: string }>>;
