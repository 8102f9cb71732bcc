import {
  CAPACITY_FILTER,
  FOOD_PREFERENCES,
  ROOMMATE_GENDERS,
  ROOMMATE_LIMITS,
  SUBSTANCE_FILTERS,
  STATES,
  findCity,
  getStates,
  type FoodPreference,
  type RoommateSearchInput,
  type SubstanceFilter,
} from '@nivaas/shared';
import { withoutUndefined } from '../../../lib/without-undefined';

export type RoommateGender = (typeof ROOMMATE_GENDERS)[number];
export type RoommateSort = 'recent' | 'compatibility';

/**
 * The filters of /roommates. The URL holds them under the API's own query names
 * (roommateSearchSchema), so a search can be shared, Back undoes a change and the same string
 * asks the server.
 */
export interface RoommateFilters {
  state?: string;
  city?: string;
  college?: string;
  studentMode?: boolean;
  budgetMin?: number;
  budgetMax?: number;
  gender?: RoommateGender;
  ageMin?: number;
  ageMax?: number;
  foodPreference?: FoodPreference;
  /** true: has a room to share; false: is looking for one. */
  hasRoom?: boolean;
  /** "1", "2" (exactly that many free spots) or "2+" (at least two). */
  capacity?: string;
  substance?: SubstanceFilter;
  sort: RoommateSort;
}

export const DEFAULT_ROOMMATE_FILTERS: RoommateFilters = { sort: 'recent' };

/** The capacity choices the filter offers. */
export const CAPACITY_CHOICES = ['1', '2', '2+'] as const;

const ORDER = [
  'state',
  'city',
  'college',
  'studentMode',
  'budgetMin',
  'budgetMax',
  'gender',
  'ageMin',
  'ageMax',
  'foodPreference',
  'hasRoom',
  'capacity',
  'substance',
  'sort',
] as const satisfies readonly (keyof RoommateFilters)[];

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

const whole = (raw: string | null, min: number, max: number): number | undefined => {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n >= min && n <= max ? n : undefined;
};

const flag = (raw: string | null): boolean | undefined =>
  raw === 'true' ? true : raw === 'false' ? false : undefined;

/** Reads the filters from the URL; anything unknown or malformed is left out, not an error. */
export function roommateFiltersFromParams(params: URLSearchParams): RoommateFilters {
  const f: RoommateFilters = { ...DEFAULT_ROOMMATE_FILTERS };
  const stateKey = params.get('state')?.trim().toLowerCase();
  f.state = getStates().find((s) => s.toLowerCase() === stateKey);
  const city = findCity(params.get('city') ?? '');
  if (city && (!f.state || city.state === f.state)) f.city = city.name;
  const college = params.get('college')?.trim();
  if (college && college.length <= 200) f.college = college;
  f.studentMode = flag(params.get('studentMode'));
  f.budgetMin = whole(params.get('budgetMin'), 0, ROOMMATE_LIMITS.budgetMax);
  f.budgetMax = whole(params.get('budgetMax'), 0, ROOMMATE_LIMITS.budgetMax);
  if (f.budgetMin !== undefined && f.budgetMax !== undefined && f.budgetMin > f.budgetMax)
    [f.budgetMin, f.budgetMax] = [f.budgetMax, f.budgetMin];
  f.gender = oneOf(ROOMMATE_GENDERS, params.get('gender'));
  f.ageMin = whole(params.get('ageMin'), 16, 100);
  f.ageMax = whole(params.get('ageMax'), 16, 100);
  if (f.ageMin !== undefined && f.ageMax !== undefined && f.ageMin > f.ageMax)
    [f.ageMin, f.ageMax] = [f.ageMax, f.ageMin];
  f.foodPreference = oneOf(FOOD_PREFERENCES, params.get('foodPreference'));
  f.hasRoom = flag(params.get('hasRoom'));
  const capacity = params.get('capacity')?.trim();
  if (capacity && CAPACITY_FILTER.test(capacity)) f.capacity = capacity;
  f.substance = oneOf(SUBSTANCE_FILTERS, params.get('substance'));
  f.sort = params.get('sort') === 'compatibility' ? 'compatibility' : 'recent';
  return withoutUndefined(f);
}

/** The URL form: defaults and empty values left out, names in a fixed order. */
export function roommateFiltersToParams(filters: RoommateFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = filters[key];
    if (value === undefined || value === '') continue;
    if (key === 'sort' && value === DEFAULT_ROOMMATE_FILTERS.sort) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The query the API is asked with: the same filters, plus the page's cursor. */
export function roommateApiQuery(
  filters: RoommateFilters,
  cursor?: string | null,
): RoommateSearchInput {
  const { state, studentMode, hasRoom, sort, ...rest } = filters;
  const flag = (value?: boolean) => (value === undefined ? undefined : value ? 'true' : 'false');
  return {
    ...rest,
    state: STATES.find((s) => s === state),
    studentMode: flag(studentMode),
    hasRoom: flag(hasRoom),
    ...(sort !== DEFAULT_ROOMMATE_FILTERS.sort ? { sort } : {}),
    ...(cursor ? { cursor } : {}),
  };
}

/**
 * Some filters changed, the rest kept consistent: a state that does not hold the chosen city
 * drops the city; values are read back through the URL form so they are always valid.
 */
export function changeRoommateFilters(
  current: RoommateFilters,
  patch: Partial<RoommateFilters>,
): RoommateFilters {
  const next: RoommateFilters = { ...current, ...patch };
  if ('state' in patch && next.city && next.state && findCity(next.city)?.state !== next.state)
    next.city = undefined;
  return roommateFiltersFromParams(roommateFiltersToParams(next));
}

/** How many filters are set (the order is not a filter). */
export const countRoommateFilters = (f: RoommateFilters): number =>
  ORDER.filter((k) => k !== 'sort' && f[k] !== undefined).length;
