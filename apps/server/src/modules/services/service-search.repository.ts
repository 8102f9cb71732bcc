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

export type SearchRow = ServiceWithProvider & { sortKey: number | string };

/**
 * The search's one statement: listed services passing the filters, `limit + 1` rows from the
 * keyset position on, in the order of one of the services indexes (listed, sort column, id).
 * A city (and locality) is matched as its size makes cheapest (FEW_IN_PLACE).
 *
 * The best rated near a city (no city filter) is two such ranges, each walking the rank index
 * and stopping at a page: the city's services, then the others. Their cards carry one sort
 * value, NEAR_FIRST plus the rank score in the city, so the keyset cursor says which range a
 * page continues.
 */
export async function searchPage(
  db: Db,
  q: ServiceSearch,
  after: ServiceKey | null,
  near?: string,
): Promise<SearchRow[]> {
  if (q.sort !== 'rating' || q.city || !near) return rangePage(db, q, after);
  const inCity = !after || Number(after.value) >= NEAR_FIRST;
  let rows: SearchRow[] = [];
  if (inCity) {
    const from = after ? { value: Number(after.value) - NEAR_FIRST, id: after.id } : null;
    rows = (await rangePage(db, { ...q, city: near, locality: undefined }, from)).map((r) => ({
      ...r,
      sortKey: NEAR_FIRST + Number(r.sortKey),
    }));
    if (rows.length > q.limit) return rows;
  }
  const rest = await rangePage(
    db,
    { ...q, limit: q.limit - rows.length },
    inCity ? null : after,
    near,
  );
  return [...rows, ...rest];
}

/** One range of an index: see searchPage. `outside`: only services not offered in that city. */
async function rangePage(
  db: Db,
  q: ServiceSearch,
  after: ServiceKey | null,
  outside?: string,
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
  if (outside)
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('service_locations')
            .select(sql.lit(1).as('one'))
            .whereRef('service_locations.serviceId', '=', 'services.id')
            .where('service_locations.city', '=', outside),
        ),
      ),
    );
  const { column, direction } = ORDER[q.sort];
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple(column, 'services.id'),
        direction === 'desc' ? '<' : '>',
        eb.tuple(after.value, after.id),
      ),
    );
  }
  return query
    .select(sql.ref(column).as('sortKey'))
    .orderBy(column, direction)
    .orderBy('services.id', direction)
    .limit(q.limit + 1)
    .execute() as Promise<SearchRow[]>;
}
