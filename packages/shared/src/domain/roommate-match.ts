import {
  CLEANLINESS_LEVELS,
  type Cleanliness,
  type FoodPreference,
  type MatchFactor,
} from '../schemas/roommates';

/** What the score reads of a profile (spec section 9). */
export interface MatchInput {
  budget: { min: number; max: number };
  preferredLocations: readonly string[];
  lifestyle: {
    smoking: boolean;
    pets: boolean;
    drinking: boolean;
    foodPreference: FoodPreference;
    cleanliness: Cleanliness;
  };
}

export const MATCH_POINTS = {
  budget: 30,
  locations: 30,
  smoking: 10,
  pets: 10,
  drinking: 10,
  food: 5,
  cleanliness: 5,
} as const;
export const MATCH_MAX = Object.values(MATCH_POINTS).reduce((a, b) => a + b, 0);

export interface RoommateMatchScore {
  score: number;
  /** score / 100 as a whole percentage. */
  percentage: number;
  factors: MatchFactor[];
}

/**
 * Budget: full 30 when the two ranges overlap. Otherwise partial credit when the gap between
 * them is within 50 % of the larger max: 30 × (1 − gap / (0.5 × larger max)), so a gap of 0
 * would be 30 and a gap of half the larger max is 0. A larger max of 0 gives nothing unless
 * the ranges meet.
 */
export function budgetPoints(
  a: { min: number; max: number },
  b: { min: number; max: number },
): { points: number; overlap?: [number, number] } {
  const low = Math.max(a.min, b.min);
  const high = Math.min(a.max, b.max);
  if (low <= high) return { points: MATCH_POINTS.budget, overlap: [low, high] };
  const gap = low - high;
  const allowed = 0.5 * Math.max(a.max, b.max);
  if (allowed <= 0 || gap > allowed) return { points: 0 };
  return { points: round1(MATCH_POINTS.budget * (1 - gap / allowed)) };
}

const key = (s: string) => s.trim().toLowerCase();

/**
 * Locations: 30 × shared / the larger of the two lists (so two identical lists score 30).
 * No preferred locations on either side scores 0.
 */
export function locationPoints(
  a: readonly string[],
  b: readonly string[],
): { points: number; shared: string[] } {
  const theirs = new Set(b.map(key));
  const shared = [...new Set(a.map(key))].filter((l) => theirs.has(l));
  const larger = Math.max(new Set(a.map(key)).size, theirs.size);
  if (larger === 0) return { points: 0, shared: [] };
  const originals = a.filter(
    (l, i) => shared.includes(key(l)) && a.findIndex((x) => key(x) === key(l)) === i,
  );
  return { points: round1((MATCH_POINTS.locations * shared.length) / larger), shared: originals };
}

/** Equal, or either side has no preference. */
export const foodMatches = (a: FoodPreference, b: FoodPreference): boolean =>
  a === b || a === 'no-preference' || b === 'no-preference';

/** Within one step on very-clean, clean, moderate, relaxed. */
export const cleanlinessMatches = (a: Cleanliness, b: Cleanliness): boolean =>
  Math.abs(CLEANLINESS_LEVELS.indexOf(a) - CLEANLINESS_LEVELS.indexOf(b)) <= 1;

/** The compatibility of `mine` with `theirs`, spec section 9, with what matched and what did not. */
export function scoreRoommateMatch(mine: MatchInput, theirs: MatchInput): RoommateMatchScore {
  const factors: MatchFactor[] = [];
  const budget = budgetPoints(mine.budget, theirs.budget);
  factors.push({
    factor: 'budget',
    matched: budget.points > 0,
    points: budget.points,
    ...(budget.overlap ? { overlap: budget.overlap } : {}),
  });
  const loc = locationPoints(mine.preferredLocations, theirs.preferredLocations);
  factors.push({
    factor: 'locations',
    matched: loc.points > 0,
    points: loc.points,
    shared: loc.shared,
  });
  for (const habit of ['smoking', 'pets', 'drinking'] as const) {
    const matched = mine.lifestyle[habit] === theirs.lifestyle[habit];
    factors.push({
      factor: habit,
      matched,
      points: matched ? MATCH_POINTS[habit] : 0,
      mine: mine.lifestyle[habit],
      theirs: theirs.lifestyle[habit],
    });
  }
  const food = foodMatches(mine.lifestyle.foodPreference, theirs.lifestyle.foodPreference);
  factors.push({
    factor: 'food',
    matched: food,
    points: food ? MATCH_POINTS.food : 0,
    mine: mine.lifestyle.foodPreference,
    theirs: theirs.lifestyle.foodPreference,
  });
  const clean = cleanlinessMatches(mine.lifestyle.cleanliness, theirs.lifestyle.cleanliness);
  factors.push({
    factor: 'cleanliness',
    matched: clean,
    points: clean ? MATCH_POINTS.cleanliness : 0,
    mine: mine.lifestyle.cleanliness,
    theirs: theirs.lifestyle.cleanliness,
  });
  const score = round1(factors.reduce((sum, f) => sum + f.points, 0));
  return { score, percentage: Math.round((score / MATCH_MAX) * 100), factors };
}

/** The best `limit` (5) scoring above 0, highest first; ties keep the candidates' order. */
export function topMatches<T extends MatchInput>(
  mine: MatchInput,
  candidates: readonly T[],
  limit = 5,
): Array<RoommateMatchScore & { profile: T }> {
  return candidates
    .map((profile) => ({ profile, ...scoreRoommateMatch(mine, profile) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

export function parseCapacityFilter(filter: string): { spots: number; atLeast: boolean } | null {
  const m = /^(\d{1,2})(\+?)$/.exec(filter.trim());
  return m ? { spots: Number(m[1]), atLeast: m[2] === '+' } : null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
