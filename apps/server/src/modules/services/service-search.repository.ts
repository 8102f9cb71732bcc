import { sql, type ExpressionBuilder } from 'kysely';
import { WEEKDAYS, type ServiceSearch } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { ServiceKey } from './service-cursor';
import { WHOLE_CITY, withProvider, type Db, type ServiceWithProvider } from './services.repository';

/** Up to this many place rows, a place's services are read whole and sorted (see searchPage). */
export const FEW_IN_PLACE = 2000;

/** How many place rows a city (and locality) has, counted no further than the threshold. */
async function placeSize(db: Db, city: string, locality: string | undefined): Promise<number> {
  let rows = db
    .selectFrom('service_locations')
    .select(sql.lit(1).as('one'))
    .where('city', '=', city);
  if (locality) rows = rows.where('locality', 'in', [locality, WHOLE_CITY]);
  const { n } = await db
    .selectFrom(rows.limit(FEW_IN_PLACE + 1).as('places'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The provider still has an hour free that day: fewer of their held bookings (pending or
 * confirmed) start inside the service's hours than the hours hold. Bookings are the
 * service-bookings slice's table; this only reads them (its (providerId, date) index).
 */
const notFullyBooked = (date: string) =>
  sql<boolean>`${sql.ref('services.slotCount')} > (select count(*) from service_bookings b
    where b."providerId" = ${sql.ref('services.providerId')} and b.date = ${date}
    and b.status in ('pending', 'confirmed')
    and substr(b."timeSlot", 1, 5) >= ${sql.ref('services.startTime')}
    and substr(b."timeSlot", 1, 5) < ${sql.ref('services.endTime')})`;

const ORDER = {
  rating: { column: 'services.rankScore', direction: 'desc' },
  'price-asc': { column: 'services.price', direction: 'asc' },
  'price-desc': { column: 'services.price', direction: 'desc' },
  newest: { column: 'services.createdAt', direction: 'desc' },
} as const;

/** Monday = 1 … Sunday = 64 of a YYYY-MM-DD date (a calendar date: no time zone in it). */
export const weekdayBit = (date: string): number => {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return 1 << WEEKDAYS.indexOf(WEEKDAYS[(sundayFirst + 6) % 7]!);
};

/** Above any rank score (at most 5): a service in the person's city sorts before all others. */
const NEAR_FIRST = 10;

/**
 * What a page is ordered by: the sort's column, or for the best rated near a city (no city
 * filter), NEAR_FIRST for a service in that city plus its rank score, one number the keyset
 * cursor carries as it carries the column (services in the city first, each part best first).
 */
function sortKey(q: ServiceSearch, near: string | undefined) {
  const { column } = ORDER[q.sort];
  if (q.sort !== 'rating' || q.city || !near) return sql.ref(column);
  return sql<number>`((case when exists (select 1 from "service_locations" "n" where "n"."serviceId" = "services"."id" and "n"."city" = ${near}) then ${sql.lit(NEAR_FIRST)} else 0 end) + "services"."rankScore")`;
}

export type SearchRow = ServiceWithProvider & { sortKey: number | string };

/**
 * The search's one statement: listed services passing the filters, `limit + 1` rows from the
 * keyset position on, in the order of one of the services indexes (listed, sort column, id);
 * ranked near a city, in the order of sortKey. A city (and locality) is matched as its size
 * makes cheapest (FEW_IN_PLACE).
 */
export async function searchPage(
  db: Db,
  q: ServiceSearch,
  after: ServiceKey | null,
  near?: string,
): Promise<SearchRow[]> {
  let query = withProvider(db).where('services.listed', '=', 1);
  if (q.category) query = query.where('services.category', '=', q.category);
  if (q.subcategory) query = query.where('services.subcategory', '=', q.subcategory);
  if (q.providerId) query = query.where('services.providerId', '=', q.providerId);
  if (q.minPrice !== undefined) query = query.where('services.price', '>=', q.minPrice);
  if (q.maxPrice !== undefined) query = query.where('services.price', '<=', q.maxPrice);
  if (q.minRating !== undefined) query = query.where('services.rating', '>=', q.minRating);
  if (q.city) {
    const { city, locality } = q;
    const places = (eb: ExpressionBuilder<Database, 'services'>) => {
      let rows = eb.selectFrom('service_locations').where('city', '=', city);
      if (locality) rows = rows.where('locality', 'in', [locality, WHOLE_CITY]);
      return rows;
    };
    // A place with few services: read them all through the (city, locality) index and sort
    // them. A place with many: walk the sort's index and check each service's place (its
    // primary key), stopping at a page; reading every one of a big city's services would not.
    query =
      (await placeSize(db, city, locality)) <= FEW_IN_PLACE
        ? query.where('services.id', 'in', (eb) => places(eb).select('serviceId'))
        : query.where((eb) =>
            eb.exists(
              places(eb)
                .select(sql.lit(1).as('one'))
                .whereRef('service_locations.serviceId', '=', 'services.id'),
            ),
          );
  }
  if (q.availableOn) {
    const bit = weekdayBit(q.availableOn);
    query = query
      .where(sql<boolean>`(${sql.ref('services.availabilityDays')} & ${bit}) <> 0`)
      .where(notFullyBooked(q.availableOn));
  }
  const { direction } = ORDER[q.sort];
  const key = sortKey(q, near);
  if (after)
    query = query.where(
      sql<boolean>`(${key}, "services"."id") ${sql.raw(direction === 'desc' ? '<' : '>')} (${after.value}, ${after.id})`,
    );
  return query
    .select(key.as('sortKey'))
    .orderBy(key, direction)
    .orderBy('services.id', direction)
    .limit(q.limit + 1)
    .execute() as Promise<SearchRow[]>;
}
