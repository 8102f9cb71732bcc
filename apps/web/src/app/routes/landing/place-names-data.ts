import { CITIES, findCity, PROPERTY_TYPES, type City, type PropertyType } from '@nivaas/shared';
import {
  DEFAULT_FILTERS,
  filtersToParams,
  type SearchFilters,
} from '../../../features/property-search/search-params';

/**
 * Landing pages (/rent/{city}/{type}, /buy/{city}/{type}) read their place and kind of home from
 * the URL. These helpers use the city dataset, so they live apart from place-names.ts, which
 * the home page loads.
 */
export type LandingListing = 'rent' | 'buy';
export type LandingType = PropertyType | 'all';

export const LANDING_TYPES: readonly LandingType[] = ['all', ...PROPERTY_TYPES];

/** Words people put in such URLs for the kinds we list ("flats", "pg", "independent-house"). */
const TYPE_ALIASES: Record<string, LandingType> = {
  any: 'all',
  homes: 'all',
  properties: 'all',
  flat: 'apartment',
  flats: 'apartment',
  apartments: 'apartment',
  houses: 'house',
  'independent-house': 'house',
  'independent-houses': 'house',
  villas: 'villa',
  pgs: 'pg',
  'paying-guest': 'pg',
  hostel: 'pg',
  rooms: 'room',
  studios: 'studio',
  plots: 'plot',
  land: 'plot',
  shop: 'commercial',
  shops: 'commercial',
  office: 'commercial',
  offices: 'commercial',
};

/** The kind of home a URL segment names, or undefined when it names none we list. */
export function landingType(slug: string): LandingType | undefined {
  const key = slug.trim().toLowerCase();
  if ((LANDING_TYPES as readonly string[]).includes(key)) return key as LandingType;
  return TYPE_ALIASES[key];
}

/** The city a URL segment names: its slug, name or a common other name ("bangalore", "vizag"). */
export const landingCity = (slug: string): City | undefined => findCity(slug);

/** The listing type a landing page is about, from its path. */
export const landingListing = (pathname: string): LandingListing =>
  pathname.startsWith('/buy/') ? 'buy' : 'rent';

export const landingPath = (listing: LandingListing, city: City | string, type: LandingType) =>
  `/${listing}/${typeof city === 'string' ? city : city.slug}/${type}`;

/** The search filters a landing page shows (and hands on to the full search). */
export const landingFilters = (
  listing: LandingListing,
  city: City,
  type: LandingType,
): SearchFilters => ({
  ...DEFAULT_FILTERS,
  listingType: listing === 'buy' ? 'sale' : 'rent',
  city: city.name,
  ...(type === 'all' ? {} : { type }),
});

/** The full search with a landing page's filters. */
export const searchPath = (filters: SearchFilters) =>
  `/properties?${filtersToParams(filters).toString()}`;

/** Other cities to suggest: the same state first, then the rest, in dataset order. */
export function otherCities(city: City | undefined, count: number): City[] {
  const rest = CITIES.filter((c) => c !== city);
  const sameState = city ? rest.filter((c) => c.state === city.state) : [];
  return [...sameState, ...rest.filter((c) => !sameState.includes(c))].slice(0, count);
}

/** Every city grouped by state, for the page that does not know the city asked for. */
export function citiesByState(): { state: string; cities: City[] }[] {
  const states = [...new Set(CITIES.map((c) => c.state))];
  return states.map((state) => ({ state, cities: CITIES.filter((c) => c.state === state) }));
}
