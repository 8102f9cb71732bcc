import type { ListingType, Property } from '@nivaas/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { HashedPhoto } from './scam-signals.rules';

/**
 * Reads of the listings, their photos and accounts the rules judge. This module owns no table:
 * the SQL reads across slices because one statement is the point (a market's prices, every
 * photo's hash); what it files goes through the reports module.
 */
type Db = Kysely<Database>;

export interface PricedListing {
  id: string;
  ownerId: string;
  title: string;
  city: string;
  type: Property['type'];
  listingType: ListingType;
  bedrooms: number;
}

const LISTING_COLUMNS = [
  'id',
  'ownerId',
  'title',
  'city',
  'type',
  'listingType',
  'bedrooms',
  'rent',
  'salePrice',
] as const;

type ListingRow = PricedListing & { rent: number | null; salePrice: number | string | null };

/** What the listing asks: the rent of a rental, the price of a sale. */
export const priceOf = (row: ListingRow): number | null => {
  const value = row.listingType === 'sale' ? row.salePrice : row.rent;
  return value === null ? null : Number(value);
};

export const findListing = (db: Db, id: string): Promise<ListingRow | undefined> =>
  db.selectFrom('properties').select(LISTING_COLUMNS).where('id', '=', id).executeTakeFirst();

export const allListings = (db: Db): Promise<ListingRow[]> =>
  db.selectFrom('properties').select(LISTING_COLUMNS).execute();

/** The prices of the listings comparable with `listing` (itself left out). */
export async function comparablePrices(db: Db, listing: PricedListing): Promise<number[]> {
  const rows = await db
    .selectFrom('properties')
    .select(LISTING_COLUMNS)
    .where('city', '=', listing.city)
    .where('type', '=', listing.type)
    .where('listingType', '=', listing.listingType)
    .where('bedrooms', '=', listing.bedrooms)
    .where('id', '!=', listing.id)
    .execute();
  return rows.map(priceOf).filter((p): p is number => p !== null && p > 0);
}

/** Every photo that has a perceptual hash, with its listing's owner. */
export async function hashedPhotos(db: Db, propertyId?: string): Promise<HashedPhoto[]> {
  let query = db
    .selectFrom('property_images as i')
    .innerJoin('properties as p', 'p.id', 'i.propertyId')
    .select([
      'i.id as imageId',
      'i.propertyId',
      'p.ownerId',
      'i.perceptualHash as hash',
      'i.createdAt',
    ])
    .where('i.perceptualHash', 'is not', null);
  if (propertyId) query = query.where('i.propertyId', '=', propertyId);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, hash: r.hash! }));
}

/** The owner's phone ('' when none) and how many accounts carry it. */
export async function phoneOf(
  db: Db,
  userId: string,
): Promise<{ phone: string; accounts: number }> {
  const user = await db
    .selectFrom('users')
    .select('phone')
    .where('id', '=', userId)
    .executeTakeFirst();
  const phone = user?.phone ?? '';
  if (!phone) return { phone, accounts: 0 };
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  return { phone, accounts: Number(n) };
}

/** Accounts per phone number, for numbers on more than `atLeast` accounts. */
export async function phonesOnAccounts(db: Db, atLeast: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('users')
    .select(['phone', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('phone', '!=', '')
    .groupBy('phone')
    .having((eb) => eb.fn.countAll(), '>=', atLeast)
    .execute();
  return new Map(rows.map((r) => [r.phone, Number(r.n)]));
}

export const ownersPhones = (db: Db): Promise<{ id: string; phone: string }[]> =>
  db
    .selectFrom('users')
    .innerJoin('properties', 'properties.ownerId', 'users.id')
    .select(['users.id', 'users.phone'])
    .where('users.phone', '!=', '')
    .distinct()
    .execute();
