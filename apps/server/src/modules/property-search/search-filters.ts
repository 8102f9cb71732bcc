import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { ListingType } from '@nivaas/shared';
import type { Engine } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { PUBLIC_LISTING } from '../properties/index';
import { withinRadius, type PointIndex } from './search-geometry';
import { textFilter } from './search-text';
import type { SearchCriteria } from './search-types';

/** A search's criteria as SQL terms, and the price it is searched and sorted by. */
type Eb = ExpressionBuilder<Database, 'properties'>;

/** The price a listing is searched and sorted by: rent for rentals, the sale price for sales. */
export function priceSql(listingType: ListingType | undefined): RawBuilder<number> {
  if (listingType === 'rent') return sql<number>`"rent"`;
  if (listingType === 'sale') return sql<number>`"salePrice"`;
  return sql<number>`(case when "listingType" = 'rent' then "rent" else "salePrice" end)`;
}

function priceRange(eb: Eb, column: 'rent' | 'salePrice', min?: number, max?: number) {
  const terms: Expression<SqlBool>[] = [];
  if (min !== undefined) terms.push(eb(column, '>=', min));
  if (max !== undefined) terms.push(eb(column, '<=', max));
  return eb.and(terms);
}

/**
 * Every filter of the criteria as SQL terms (and-ed by the caller). `textLeads`: on SQLite, the
 * free text's matches may be where the query starts (see textFilter).
 */
export function searchFilters(
  eb: Eb,
  engine: Engine,
  c: SearchCriteria,
  textLeads = false,
  pointIndex: PointIndex | null = null,
): Expression<SqlBool>[] {
  const flag = (v: boolean) => (engine === 'postgres' ? v : v ? 1 : 0);
  const w: Expression<SqlBool>[] = [...PUBLIC_LISTING];
  if (c.listingType) w.push(eb('listingType', '=', c.listingType));
  if (c.state) w.push(eb('state', '=', c.state));
  if (c.city) w.push(eb('city', '=', c.city));
  if (c.places)
    w.push(
      eb.or(
        c.places.map((p) =>
          eb.and([eb('city', '=', p.city), eb('sublocality', '=', p.sublocality)]),
        ),
      ),
    );
  if (c.type) w.push(eb('type', '=', c.type));
  if (c.minPrice !== undefined || c.maxPrice !== undefined) {
    if (c.listingType)
      w.push(
        priceRange(eb, c.listingType === 'rent' ? 'rent' : 'salePrice', c.minPrice, c.maxPrice),
      );
    else
      w.push(
        eb.or([
          eb.and([eb('listingType', '=', 'rent'), priceRange(eb, 'rent', c.minPrice, c.maxPrice)]),
          eb.and([
            eb('listingType', '=', 'sale'),
            priceRange(eb, 'salePrice', c.minPrice, c.maxPrice),
          ]),
        ]),
      );
  }
  if (c.bedrooms !== undefined) w.push(eb('bedrooms', '>=', c.bedrooms));
  if (c.bathrooms !== undefined) w.push(eb('bathrooms', '>=', c.bathrooms));
  if (c.furnishing) w.push(eb('furnishing', '=', c.furnishing));
  if (c.petFriendly !== undefined) w.push(eb('isPetFriendly', '=', flag(c.petFriendly)));
  if (c.genderPreference) w.push(eb('genderPreference', '=', c.genderPreference));
  if (c.accommodationType) w.push(eb('accommodationType', '=', c.accommodationType));
  if (c.roomSharing) w.push(eb('roomSharing', '=', c.roomSharing));
  if (c.messAvailable !== undefined) w.push(eb('messAvailability', '=', flag(c.messAvailable)));
  if (c.verified) w.push(eb('ownerVerifiedAt', 'is not', null));
  if (c.availableBy)
    w.push(eb.or([eb('availableFrom', 'is', null), eb('availableFrom', '<=', c.availableBy)]));
  if (c.text) w.push(textFilter(eb, engine, c.text, c.textMatches, textLeads));
  // PostgreSQL: the listing's own array (migration 020), which its GIN index serves.
  if (engine === 'postgres' && c.amenities.length > 0)
    w.push(sql<SqlBool>`"amenityList" @> ${sql.val(c.amenities)}::text[]`);
  else
    for (const amenity of c.amenities)
      w.push(
        eb.exists(
          eb
            .selectFrom('property_amenities')
            .select(sql`1`.as('one'))
            .whereRef('property_amenities.propertyId', '=', 'properties.id')
            .where('property_amenities.value', '=', amenity),
        ),
      );
  if (c.origin) w.push(...withinRadius(eb, c.origin, c.radiusKm, pointIndex));
  return w;
}
