import {
  ACCOMMODATION_TYPES,
  DEFAULT_SEARCH_RADIUS_KM,
  FURNISHINGS,
  GENDER_PREFERENCES,
  LISTING_TYPES,
  PROPERTY_SEARCH_LIMITS,
  PROPERTY_SORTS,
  PROPERTY_TYPES,
  ROOM_SHARINGS,
  findCity,
  findLocality,
  getStates,
  type AccommodationType,
  type Furnishing,
  type GenderPreference,
  type ListingType,
  type PropertySearchParams,
  type PropertySort,
  type PropertyType,
  type RoomSharing,
} from '@nivaas/shared';
import { withoutUndefined } from '../../lib/without-undefined';

/**
 * Every filter of the search page. The URL holds them under the API's own query names, so a
 * search can be shared, Back undoes a change, and the same string asks the server.
 */
export interface SearchFilters {
  listingType?: ListingType;
  state?: string;
  city?: string;
  locality?: string;
  type?: PropertyType;
  minPrice?: number;
  maxPrice?: number;
  /** At least this many; 5 means 5+. */
  bedrooms?: number;
  bathrooms?: number;
  furnishing?: Furnishing;
  petFriendly?: boolean;
  genderPreference?: GenderPreference;
  accommodationType?: AccommodationType;
  /** PG only. */
  roomSharing?: RoomSharing;
  /** PG only. */
  messAvailable?: boolean;
  /** Only listings whose owner an admin verified. */
  verified?: boolean;
  amenities?: string[];
  availableBy?: string;
  q?: string;
  /** Distance origin: a locality of `city`, or one of the person's saved places. */
  near?: string;
  savedLocationId?: string;
  radiusKm: number;
  sort: PropertySort;
}

export type SearchView = 'list' | 'map';

export const DEFAULT_FILTERS: SearchFilters = {
  radiusKm: DEFAULT_SEARCH_RADIUS_KM,
  sort: 'newest',
};

/** Bedrooms and bathrooms the filter offers; the last one means "or more". */
export const ROOM_COUNTS = [1, 2, 3, 4, 5] as const;
const MOST_ROOMS = 5;
export const RADIUS_STEPS_KM = [1, 2, 5, 10, 20, 50, 100] as const;
const MAX_AMENITIES = 20;
const AMENITY_MAX_CHARS = 40;

/** Every filter, in the order its name appears in a URL (toApiParams). */
const ORDER = [
  'listingType',
  'state',
  'city',
  'locality',
  'type',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'bathrooms',
  'furnishing',
  'petFriendly',
  'genderPreference',
  'accommodationType',
  'roomSharing',
  'messAvailable',
  'verified',
  'amenities',
  'availableBy',
  'q',
  'near',
  'savedLocationId',
  'radiusKm',
  'sort',
] as const satisfies readonly (keyof SearchFilters)[];

/** The filters of the filter panel, in URL order: not the query, the order or the radius. */
export type PanelFilter = Exclude<(typeof ORDER)[number], 'q' | 'sort' | 'radiusKm'>;
export const PANEL_FILTERS = ORDER.filter(
  (k): k is PanelFilter => k !== 'q' && k !== 'sort' && k !== 'radiusKm',
);

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

const wholeRupees = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d{1,12}$/.test(raw.trim())) return undefined;
  return Number(raw.trim());
};

const roomCount = (raw: string | null): number | undefined => {
  const n = wholeRupees(raw);
  if (n === undefined || n < 1) return undefined;
  return Math.min(n, MOST_ROOMS);
};

const isRealDate = (raw: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return false;
  const date = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === raw;
};

const text = (raw: string | null, max: number): string | undefined => {
  const value = raw?.trim();
  return value && value.length <= max ? value : undefined;
};

function amenityList(params: URLSearchParams): string[] | undefined {
  const seen = new Map<string, string>();
  for (const raw of params.getAll('amenities')) {
    for (const part of raw.split(',')) {
      const name = part.trim();
      if (name && name.length <= AMENITY_MAX_CHARS && !seen.has(name.toLowerCase()))
        seen.set(name.toLowerCase(), name);
    }
  }
  const list = [...seen.values()].slice(0, MAX_AMENITIES);
  return list.length > 0 ? list : undefined;
}

/**
 * Reads a search from the URL. Anything unknown or malformed is ignored rather than failing the
 * page: a shared link that is half right still finds homes. Places come back spelled as the
 * city dataset spells them.
 */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const f: SearchFilters = { ...DEFAULT_FILTERS };
  f.listingType = oneOf(LISTING_TYPES, params.get('listingType'));
  const stateKey = params.get('state')?.trim().toLowerCase();
  f.state = getStates().find((s) => s.toLowerCase() === stateKey);
  const city = findCity(params.get('city') ?? '');
  if (city) {
    f.city = city.name;
    if (f.state !== city.state) f.state = undefined;
    f.locality = findLocality(city, params.get('locality') ?? '')?.name;
    f.near = findLocality(city, params.get('near') ?? '')?.name;
  }
  f.type = oneOf(PROPERTY_TYPES, params.get('type'));
  f.minPrice = wholeRupees(params.get('minPrice'));
  f.maxPrice = wholeRupees(params.get('maxPrice'));
  if (f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice) {
    [f.minPrice, f.maxPrice] = [f.maxPrice, f.minPrice];
  }
  f.bedrooms = roomCount(params.get('bedrooms'));
  f.bathrooms = roomCount(params.get('bathrooms'));
  f.furnishing = oneOf(FURNISHINGS, params.get('furnishing'));
  f.petFriendly = params.get('petFriendly') === 'true' || undefined;
  f.genderPreference = oneOf(GENDER_PREFERENCES, params.get('genderPreference'));
  f.accommodationType = oneOf(ACCOMMODATION_TYPES, params.get('accommodationType'));
  if (f.type === 'pg') {
    f.roomSharing = oneOf(ROOM_SHARINGS, params.get('roomSharing'));
    f.messAvailable = params.get('messAvailable') === 'true' || undefined;
  }
  f.verified = params.get('verified') === 'true' || undefined;
  f.amenities = amenityList(params);
  const availableBy = params.get('availableBy');
  f.availableBy = availableBy && isRealDate(availableBy) ? availableBy : undefined;
  f.q = text(params.get('q'), PROPERTY_SEARCH_LIMITS.queryMax);
  const saved = params.get('savedLocationId');
  if (!f.near && saved && /^[\w-]{1,64}$/.test(saved)) f.savedLocationId = saved;
  const radius = Number(params.get('radiusKm'));
  if (params.get('radiusKm') && radius > 0 && radius <= PROPERTY_SEARCH_LIMITS.maxRadiusKm) {
    f.radiusKm = radius;
  }
  const sort = oneOf(PROPERTY_SORTS, params.get('sort')) ?? DEFAULT_FILTERS.sort;
  f.sort = sort === 'distance' && !hasOrigin(f) ? DEFAULT_FILTERS.sort : sort;
  return withoutUndefined(f);
}

const someText = (value: string | undefined) => value || undefined;
const flag = (on: boolean | undefined) => (on ? ('true' as const) : undefined);

/**
 * The search as the API is asked it (`propertySearchEndpoints.search`'s query): the same names
 * as the page's URL, defaults and empty values left out (undefined), names in a fixed order.
 */
export function toApiParams(f: SearchFilters, extra: { limit?: number } = {}) {
  return {
    listingType: f.listingType,
    state: someText(f.state),
    city: someText(f.city),
    locality: someText(f.locality),
    type: f.type,
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
    bedrooms: f.bedrooms,
    bathrooms: f.bathrooms,
    furnishing: f.furnishing,
    petFriendly: flag(f.petFriendly),
    genderPreference: f.genderPreference,
    accommodationType: f.accommodationType,
    roomSharing: f.roomSharing,
    messAvailable: flag(f.messAvailable),
    verified: flag(f.verified),
    amenities: f.amenities && f.amenities.length > 0 ? f.amenities.join(',') : undefined,
    availableBy: someText(f.availableBy),
    q: someText(f.q),
    near: someText(f.near),
    savedLocationId: someText(f.savedLocationId),
    radiusKm: f.radiusKm === DEFAULT_FILTERS.radiusKm || !hasOrigin(f) ? undefined : f.radiusKm,
    sort: f.sort === DEFAULT_FILTERS.sort ? undefined : f.sort,
    limit: extra.limit || undefined,
  } satisfies PropertySearchParams;
}

/** A query in the URL's form: the names given, in their order. */
function toSearchParams(query: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, String(value));
  return params;
}

/** The URL form of a search: defaults and empty values left out, names in a fixed order. */
export const filtersToParams = (filters: SearchFilters): URLSearchParams =>
  toSearchParams(toApiParams(filters));

/** The query string the API is asked with (same names; a page size when paging): a cache key. */
export const toApiQuery = (filters: SearchFilters, extra: { limit?: number } = {}): string =>
  toSearchParams(toApiParams(filters, extra)).toString();

export const hasOrigin = (f: Pick<SearchFilters, 'near' | 'savedLocationId'>): boolean =>
  Boolean(f.near || f.savedLocationId);

/**
 * How many filters of the filter panel are set (the number on the phone's Filters button).
 * The free-text query and the order have their own controls and are not counted.
 */
export function countActiveFilters(f: SearchFilters): number {
  return PANEL_FILTERS.filter((k) => {
    const v = f[k];
    return v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0);
  }).length;
}

/** The next larger radius to suggest when nothing was found, or null at the widest. */
export function widerRadius(km: number): number | null {
  return RADIUS_STEPS_KM.find((step) => step > km) ?? null;
}

/**
 * A search with some filters changed, keeping the rest consistent: a new city drops the old
 * city's locality and origin, a new state drops a city outside it, leaving PG drops the PG
 * filters, one distance origin replaces the other, and losing the origin drops distance order.
 */
export function changeFilters(
  current: SearchFilters,
  patch: Partial<SearchFilters>,
): SearchFilters {
  const next: SearchFilters = { ...current, ...patch };
  if ('city' in patch && patch.city !== current.city) {
    if (!('locality' in patch)) next.locality = undefined;
    if (!('near' in patch)) next.near = undefined;
  }
  if ('state' in patch && next.city && findCity(next.city)?.state !== next.state && next.state) {
    next.city = next.locality = next.near = undefined;
  }
  if (patch.near) next.savedLocationId = undefined;
  if (patch.savedLocationId) next.near = undefined;
  return filtersFromParams(filtersToParams(next));
}

/** Reads the view (list or map); list is the default and stays out of the URL. */
export const viewFromParams = (params: URLSearchParams): SearchView =>
  params.get('view') === 'map' ? 'map' : 'list';
