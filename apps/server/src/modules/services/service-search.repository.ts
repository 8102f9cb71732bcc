import { sql } from 'kysely';
import { WEEKDAYS, type ServiceSearch } from '@nivaas/shared';
import type { ServiceKey } from './service-cursor';
import { WHOLE_CITY, withProvider, type Db, type ServiceWithProvider } from './services.repository';

const ORDER = {
  rating: { column: 'services.rating', direction: 'desc' },
  'price-asc': { column: 'services.price', direction: 'asc' },
  'price-desc': { column: 'services.price', direction: 'desc' },
  newest: { column: 'services.createdAt', direction: 'desc' },
} as const;

/** Monday = 1 … Sunday = 64 of a YYYY-MM-DD date (a calendar date: no time zone in it). */
export const weekdayBit = (date: string): number => {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return 1 << WEEKDAYS.indexOf(WEEKDAYS[(sundayFirst + 6) % 7]!);
};

/**
 * The search's one statement: listed services passing the filters, `limit + 1` rows from the
 * keyset position on, in the order of one of the services indexes (listed, sort column, id).
 * A city (and locality) narrows through service_locations' (city, locality) index.
 */
export function searchPage(
  db: Db,
  q: ServiceSearch,
  after: ServiceKey | null,
): Promise<ServiceWithProvider[]> {
  let query = withProvider(db).where('services.listed', '=', 1);
  if (q.category) query = query.where('services.category', '=', q.category);
  if (q.subcategory) query = query.where('services.subcategory', '=', q.subcategory);
  if (q.providerId) query = query.where('services.providerId', '=', q.providerId);
  if (q.minPrice !== undefined) query = query.where('services.price', '>=', q.minPrice);
  if (q.maxPrice !== undefined) query = query.where('services.price', '<=', q.maxPrice);
  if (q.minRating !== undefined) query = query.where('services.rating', '>=', q.minRating);
  if (q.city) {
    const city = q.city;
    const locality = q.locality;
    query = query.where('services.id', 'in', (eb) => {
      let places = eb.selectFrom('service_locations').select('serviceId').where('city', '=', city);
      if (locality) places = places.where('locality', 'in', [locality, WHOLE_CITY]);
      return places;
    });
  }
  if (q.availableOn) {
    const bit = weekdayBit(q.availableOn);
    query = query.where(sql<boolean>`(${sql.ref('services.availabilityDays')} & ${bit}) <> 0`);
  }
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
    .orderBy(column, direction)
    .orderBy('services.id', direction)
    .limit(q.limit + 1)
    .execute();
}
