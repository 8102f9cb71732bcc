import { z } from 'zod';
import { cleanText } from '../text';
import { propertySearchQuerySchema } from './property-search';

/** How a saved search tells its owner of a new match: at once, in one mail a day, or not at all. */
export const SAVED_SEARCH_ALERT_MODES = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlertMode = (typeof SAVED_SEARCH_ALERT_MODES)[number];

export const SAVED_SEARCH_LIMITS = {
  nameMax: 80,
  queryMax: 2000,
  /** Saved searches one person may keep. */
  perPerson: 50,
} as const;

export const SAVED_SEARCH_MESSAGES = {
  name: 'Give the search a name',
  query: 'This search cannot be saved',
  tooMany: `You can keep up to ${SAVED_SEARCH_LIMITS.perPerson} saved searches`,
  token: 'This link is not valid',
} as const;

/** The filters a saved search keeps: the search page's, without paging. */
export const savedSearchFiltersSchema = propertySearchQuerySchema.omit({
  cursor: true,
  limit: true,
});
export type SavedSearchFilters = z.output<typeof savedSearchFiltersSchema>;

/** A URL query string's pairs, decoded (`+` is a space, as in a form's URL). */
export function searchQueryPairs(query: string): [string, string][] {
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  return query
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [decode(pair), ''] : [decode(pair.slice(0, at)), decode(pair.slice(at + 1))];
    });
}

/** A URL query string (`city=Pune&bedrooms=2`) as the object the search schema reads. */
export function searchQueryParams(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of searchQueryPairs(query)) {
    if (value === '') continue;
    const seen = out[key];
    out[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return out;
}

/** A saved search's filters as the search page's URL holds them (paging dropped). */
export function parseSavedSearchQuery(query: string) {
  const params = searchQueryParams(query);
  delete params.cursor;
  delete params.limit;
  return savedSearchFiltersSchema.safeParse(params);
}

const name = z
  .string()
  .overwrite((v) => cleanText(v))
  .min(1, SAVED_SEARCH_MESSAGES.name)
  .max(SAVED_SEARCH_LIMITS.nameMax);

const query = z
  .string()
  .max(SAVED_SEARCH_LIMITS.queryMax)
  .refine((q) => parseSavedSearchQuery(q).success, SAVED_SEARCH_MESSAGES.query);

/** POST /api/saved-searches */
export const savedSearchInputSchema = z.object({
  name,
  /** The search page's query string, e.g. `city=Pune&listingType=rent&bedrooms=2`. */
  query,
  alertMode: z.enum(SAVED_SEARCH_ALERT_MODES).default('instant'),
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

/** PATCH /api/saved-searches/:id: rename or change the alert. */
export const savedSearchPatchSchema = z
  .object({ name: name.optional(), alertMode: z.enum(SAVED_SEARCH_ALERT_MODES).optional() })
  .refine((p) => p.name !== undefined || p.alertMode !== undefined, {
    message: SAVED_SEARCH_MESSAGES.name,
    path: ['name'],
  });
export type SavedSearchPatch = z.input<typeof savedSearchPatchSchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The search page's query string: open `/properties?{query}` to run it. */
  query: z.string(),
  alertMode: z.enum(SAVED_SEARCH_ALERT_MODES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ savedSearches: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** POST /api/saved-searches/unsubscribe: the signed token of a digest mail's link. */
export const savedSearchUnsubscribeSchema = z.object({ token: z.string().min(1).max(300) });
export const savedSearchUnsubscribedSchema = z.object({ name: z.string() });
