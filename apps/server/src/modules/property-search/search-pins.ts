import {
  PROPERTY_SEARCH_LIMITS,
  type PropertyPin,
  type PropertyPins,
  type PropertyPinsQuery,
} from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { approximatePoint } from '../properties/index';
import { countMatches, findPins, PINS_COUNT_CAP } from './property-search.repository';
import { probeTextMatches, wantsTextProbe } from './search-text';
import { resolveCriteria } from './search-criteria';
import type { SearchDeps } from './search-deps';

/**
 * Every match of a search as light map pins (decision 033): up to `cap` rows of id, point,
 * price and listing type, in the search's order, with the total of all matches. The point is
 * the approximate one everybody but the owner reads (decision 024), for every pin and every
 * caller: a pin never carries an exact address.
 */
export async function searchPins(
  deps: SearchDeps,
  query: PropertyPinsQuery,
  readCaller: () => Promise<RequestAuth | null>,
  cap: number = PROPERTY_SEARCH_LIMITS.maxPins,
): Promise<PropertyPins> {
  const { criteria } = await resolveCriteria(deps, query, readCaller);
  if (!criteria) return { pins: [], total: 0, totalIsLowerBound: false, capped: false };
  const { db, engine } = deps;
  if (wantsTextProbe(engine, criteria.text))
    criteria.textMatches = await probeTextMatches(db, criteria.text);
  // The total counts listings without a map point too: the map says how many it leaves out.
  // Counted up to PINS_COUNT_CAP: a whole country's count would cost more than its pins.
  const [rows, counted] = await Promise.all([
    findPins(db, engine, criteria, query.sort, cap + 1),
    countMatches(db, engine, criteria, {}, PINS_COUNT_CAP),
  ]);
  const capped = rows.length > cap;
  const totalIsLowerBound = counted > PINS_COUNT_CAP;
  const total = Math.min(counted, PINS_COUNT_CAP);
  const pins = rows.slice(0, cap).map((row): PropertyPin => {
    const point = approximatePoint(row.id, {
      lat: Number(row.latitude),
      lng: Number(row.longitude),
    });
    const price = row.listingType === 'rent' ? row.rent : row.salePrice;
    return [row.id, point.lat, point.lng, Number(price ?? 0), row.listingType];
  });
  return { pins, total, totalIsLowerBound, capped };
}
