import type { MatchFactor } from '@nivaas/shared';
import type { KeysUnder, Translate } from '../../../lib/translate';
import { formatBudgetRange } from './format-budget';

type Habit = 'smoking' | 'pets' | 'drinking';
type Factor<F extends MatchFactor['factor']> = Extract<MatchFactor, { factor: F }>;

/** Which of the four sentences of a habit fits: both, neither, only them, only me. */
export const habitCase = (
  mine: boolean,
  theirs: boolean,
): 'both' | 'neither' | 'theyOnly' | 'meOnly' =>
  mine && theirs ? 'both' : !mine && !theirs ? 'neither' : theirs ? 'theyOnly' : 'meOnly';

/** Up to this many shared localities are named; the rest are counted. */
const PLACES_NAMED = 3;

/**
 * One factor of a match in words, in the reader's language: "Budget overlaps ₹8,000–₹12,000",
 * "Both vegetarian", "You don't smoke, they do", "Shares Madhapur, Gachibowli".
 */
export function describeFactor(t: Translate, f: MatchFactor): string {
  const say = (key: KeysUnder<'roommates', 'factors'>, values?: Record<string, unknown>) =>
    String(t(`roommates:factors.${key}`, values));
  switch (f.factor) {
    case 'budget':
      if (f.overlap) return say('budget.overlap', { range: formatBudgetRange(...f.overlap) });
      return say(f.matched ? 'budget.close' : 'budget.apart');
    case 'locations': {
      if (f.shared.length === 0) return say('locations.none');
      const named = f.shared.slice(0, PLACES_NAMED).join(', ');
      const more = f.shared.length - PLACES_NAMED;
      return more > 0
        ? say('locations.sharesMore', { places: named, count: more })
        : say('locations.shares', { places: named });
    }
    case 'smoking':
    case 'pets':
    case 'drinking':
      return say(`${f.factor satisfies Habit}.${habitCase(f.mine, f.theirs)}`);
    case 'food': {
      const food = (v: Factor<'food'>['mine']) => String(t(`roommates:factors.foodWord.${v}`));
      if (f.mine === f.theirs)
        return f.mine === 'no-preference'
          ? say('food.bothFlexible')
          : say('food.both', { food: food(f.mine) });
      if (f.matched) return say('food.flexible');
      return say('food.differ', { mine: food(f.mine), theirs: food(f.theirs) });
    }
    case 'cleanliness': {
      const level = (v: Factor<'cleanliness'>['mine']) =>
        String(t(`roommates:factors.cleanWord.${v}`));
      if (f.mine === f.theirs) return say('cleanliness.same', { level: level(f.mine) });
      return say(f.matched ? 'cleanliness.close' : 'cleanliness.differ', {
        mine: level(f.mine),
        theirs: level(f.theirs),
      });
    }
  }
}

/** The factors split into what matched and what did not, each in words. */
export function explainMatch(t: Translate, factors: readonly MatchFactor[]) {
  return {
    matched: factors.filter((f) => f.matched).map((f) => describeFactor(t, f)),
    unmatched: factors.filter((f) => !f.matched).map((f) => describeFactor(t, f)),
  };
}
