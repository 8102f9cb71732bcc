import {
  CITIES,
  SERVICE_CATEGORIES,
  SERVICE_SORTS,
  findCity,
  findLocality,
  isServiceCategory,
  isSubcategoryOf,
  type ServiceCategory,
  type ServiceSearchInput,
  type ServiceSort,
  type ServiceSubcategory,
} from '@nivaas/shared';
import { withoutUndefined } from '../../../lib/without-undefined';

/**
 * The filters of /services. The URL holds them under the API's own query names
 * (serviceSearchSchema), so a search can be shared, Back undoes a change and the same string
 * asks the server. Cities and localities are dataset slugs.
 */
export interface ServiceFilters {
  category?: ServiceCategory;
  subcategory?: string;
  city?: string;
  locality?: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  availableOn?: string;
  sort: ServiceSort;
}

export const DEFAULT_SERVICE_FILTERS: ServiceFilters = { sort: 'rating' };
export const RATING_CHOICES = [4.5, 4, 3] as const;

const ORDER = [
  'category',
  'subcategory',
  'city',
  'locality',
  'minPrice',
  'maxPrice',
  'minRating',
  'availableOn',
  'sort',
] as const satisfies readonly (keyof ServiceFilters)[];

const PRICE_MAX = 10_000_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const money = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d{1,8}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n <= PRICE_MAX ? n : undefined;
};

const validDate = (raw: string | null): string | undefined => {
  if (!raw || !DATE.test(raw)) return undefined;
  const d = new Date(`${raw}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === raw ? raw : undefined;
};

/** Reads the filters from the URL; anything unknown or malformed is left out, not an error. */
export function serviceFiltersFromParams(params: URLSearchParams): ServiceFilters {
  const f: ServiceFilters = { ...DEFAULT_SERVICE_FILTERS };
  const category = params.get('category');
  if (isServiceCategory(category)) {
    f.category = category;
    const sub = params.get('subcategory');
    if (sub && isSubcategoryOf(category, sub)) f.subcategory = sub;
  }
  const city = findCity(params.get('city') ?? '');
  if (city) {
    f.city = city.slug;
    const locality = findLocality(city, params.get('locality') ?? '');
    if (locality) f.locality = locality.slug;
  }
  f.minPrice = money(params.get('minPrice'));
  f.maxPrice = money(params.get('maxPrice'));
  if (f.minPrice !== undefined && f.maxPrice !== undefined && f.minPrice > f.maxPrice)
    [f.minPrice, f.maxPrice] = [f.maxPrice, f.minPrice];
  const rating = Number(params.get('minRating'));
  if ((RATING_CHOICES as readonly number[]).includes(rating)) f.minRating = rating;
  f.availableOn = validDate(params.get('availableOn'));
  const sort = params.get('sort');
  if ((SERVICE_SORTS as readonly (string | null)[]).includes(sort)) f.sort = sort as ServiceSort;
  return withoutUndefined(f);
}

/** The URL form: defaults and empty values left out, names in a fixed order. */
export function serviceFiltersToParams(filters: ServiceFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === DEFAULT_SERVICE_FILTERS.sort) continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * The query the API is asked with: the same names, plus the page's cursor and the city the
 * person last chose (`near`: its services come first), which is no filter and stays out of the URL.
 */
export function serviceApiInput(
  filters: ServiceFilters,
  cursor?: string | null,
  near?: string,
): ServiceSearchInput {
  return {
    category: filters.category,
    subcategory: filters.subcategory,
    city: filters.city,
    locality: filters.locality,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    minRating: filters.minRating,
    availableOn: filters.availableOn,
    ...(filters.sort !== DEFAULT_SERVICE_FILTERS.sort ? { sort: filters.sort } : {}),
    ...(near && !filters.city ? { near } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

/**
 * Some filters changed, the rest kept consistent: another category drops its subcategory,
 * another city its locality.
 */
export function changeServiceFilters(
  current: ServiceFilters,
  patch: Partial<ServiceFilters>,
): ServiceFilters {
  const next: ServiceFilters = { ...current, ...patch };
  if ('category' in patch && patch.category !== current.category) next.subcategory = undefined;
  if ('city' in patch && patch.city !== current.city) next.locality = undefined;
  return serviceFiltersFromParams(serviceFiltersToParams(next));
}

/** How many filters are set (the order is not a filter). */
export const countServiceFilters = (f: ServiceFilters): number =>
  ORDER.filter((k) => k !== 'sort' && f[k] !== undefined).length;

export const subcategoriesOf = (
  category: ServiceCategory | undefined,
): readonly ServiceSubcategory[] => (category ? SERVICE_CATEGORIES[category] : []);

/** Cities for a picker, by name. */
export const CITY_CHOICES = [...CITIES]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((c) => ({ value: c.slug, label: c.name }));

export const localityChoices = (citySlug: string | undefined) =>
  citySlug
    ? (findCity(citySlug)?.localities.map((l) => ({ value: l.slug, label: l.name })) ?? [])
    : [];

/** A city slug's name ("hyderabad" → "Hyderabad"); the slug itself when unknown. */
export const cityName = (slug: string): string => findCity(slug)?.name ?? slug;
