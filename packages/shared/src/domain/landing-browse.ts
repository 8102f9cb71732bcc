import { formatINRShort } from './money';

/**
 * What a visitor can narrow a public landing page (/rent/{city}/{type}, /buy/{city}/{type}) to:
 * a few fixed choices, each a plain link, so crawlers reach every page and each page has one
 * canonical address (decision 059). The query names are the search API's own, so the page asks
 * the search exactly what its URL says.
 */
export const LANDING_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type LandingSort = (typeof LANDING_SORTS)[number];

/** Bedrooms: at least this many (the search's meaning), so each reads "2+ BHK". */
export const LANDING_BEDROOMS = [1, 2, 3, 4] as const;
export const LANDING_FURNISHINGS = ['furnished', 'semi-furnished', 'unfurnished'] as const;
/** PG only: for men or for women. */
export const LANDING_PG_FOR = ['male', 'female'] as const;

export interface BudgetBand {
  minPrice?: number;
  maxPrice?: number;
}

export type LandingBrowseKind = 'rent' | 'buy' | 'pg';

/** Budget bands in whole rupees: rent a month, a PG bed a month, or a sale price. */
export const LANDING_BUDGETS: Record<LandingBrowseKind, readonly BudgetBand[]> = {
  rent: [
    { maxPrice: 10_000 },
    { minPrice: 10_000, maxPrice: 20_000 },
    { minPrice: 20_000, maxPrice: 40_000 },
    { minPrice: 40_000 },
  ],
  pg: [
    { maxPrice: 6_000 },
    { minPrice: 6_000, maxPrice: 10_000 },
    { minPrice: 10_000, maxPrice: 15_000 },
    { minPrice: 15_000 },
  ],
  buy: [
    { maxPrice: 5_000_000 },
    { minPrice: 5_000_000, maxPrice: 10_000_000 },
    { minPrice: 10_000_000, maxPrice: 20_000_000 },
    { minPrice: 20_000_000 },
  ],
};

export interface LandingBrowse {
  budget?: BudgetBand;
  bedrooms?: number;
  furnishing?: (typeof LANDING_FURNISHINGS)[number];
  pgFor?: (typeof LANDING_PG_FOR)[number];
  sort: LandingSort;
}

export const landingBrowseKind = (verb: 'rent' | 'buy', type: string): LandingBrowseKind =>
  verb === 'buy' ? 'buy' : type === 'pg' ? 'pg' : 'rent';

const oneOf = <T extends string | number>(values: readonly T[], raw: string | null) =>
  values.find((v) => String(v) === raw);

const sameBand = (a: BudgetBand, b: BudgetBand) =>
  a.minPrice === b.minPrice && a.maxPrice === b.maxPrice;

/**
 * The choices a landing page's query makes. Only the page's own links count: anything else
 * (another budget, a PG choice off a PG page, an unknown word) is left out, so a page is one of
 * a known, finite set.
 */
export function landingBrowseFromQuery(
  params: { get(name: string): string | null },
  kind: LandingBrowseKind,
): LandingBrowse {
  const out: LandingBrowse = { sort: oneOf(LANDING_SORTS, params.get('sort')) ?? 'newest' };
  const num = (name: string) => {
    const raw = params.get(name);
    return raw !== null && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
  };
  const asked: BudgetBand = { minPrice: num('minPrice'), maxPrice: num('maxPrice') };
  const band = LANDING_BUDGETS[kind].find((b) => sameBand(b, asked));
  if (band) out.budget = band;
  const bedrooms = oneOf(LANDING_BEDROOMS, params.get('bedrooms'));
  if (bedrooms !== undefined) out.bedrooms = bedrooms;
  const furnishing = oneOf(LANDING_FURNISHINGS, params.get('furnishing'));
  if (furnishing) out.furnishing = furnishing;
  if (kind === 'pg') {
    const pgFor = oneOf(LANDING_PG_FOR, params.get('genderPreference'));
    if (pgFor) out.pgFor = pgFor;
  }
  return out;
}

/**
 * The query of a landing page's choices, names in a fixed order (the search API's), the newest
 * order left out: '' for the plain page. With `withSort: false`, the canonical page's query.
 */
export function landingBrowseQuery(b: LandingBrowse, { withSort = true } = {}): string {
  const pairs: [string, string | number | undefined][] = [
    ['minPrice', b.budget?.minPrice],
    ['maxPrice', b.budget?.maxPrice],
    ['bedrooms', b.bedrooms],
    ['furnishing', b.furnishing],
    ['genderPreference', b.pgFor],
    ['sort', withSort && b.sort !== 'newest' ? b.sort : undefined],
  ];
  return pairs
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/** "under ₹10,000", "₹10,000 to ₹20,000", "over ₹40,000"; sale prices in lakh and crore. */
export function budgetBandWords(band: BudgetBand): { from?: string; to?: string } {
  return {
    ...(band.minPrice !== undefined ? { from: formatINRShort(band.minPrice) } : {}),
    ...(band.maxPrice !== undefined ? { to: formatINRShort(band.maxPrice) } : {}),
  };
}

const FURNISHING_WORDS = {
  furnished: 'Furnished',
  'semi-furnished': 'Semi-furnished',
  unfurnished: 'Unfurnished',
} as const;

/**
 * The English words of a page's filters, as the web's English heading names them ("2+ BHK,
 * Furnished, Under ₹10,000"), for the title the server sends: '' for none.
 */
export function landingBrowseTitleWords(b: LandingBrowse): string {
  const words: string[] = [];
  if (b.bedrooms !== undefined) words.push(`${b.bedrooms}+ BHK`);
  if (b.furnishing) words.push(FURNISHING_WORDS[b.furnishing]);
  if (b.pgFor) words.push(b.pgFor === 'male' ? 'PG for men' : 'PG for women');
  if (b.budget) {
    const { from, to } = budgetBandWords(b.budget);
    words.push(from && to ? `${from} to ${to}` : from ? `Over ${from}` : `Under ${to}`);
  }
  return words.join(', ');
}
