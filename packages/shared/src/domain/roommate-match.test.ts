import { describe, expect, it } from 'vitest';
import {
  budgetPoints,
  locationPoints,
  scoreRoommateMatch,
  topMatches,
  type MatchInput,
} from './roommate-match';

const person = (
  over: Omit<Partial<MatchInput>, 'lifestyle'> & {
    lifestyle?: Partial<MatchInput['lifestyle']>;
  } = {},
): MatchInput => ({
  budget: over.budget ?? { min: 5000, max: 10000 },
  preferredLocations: over.preferredLocations ?? [],
  lifestyle: {
    smoking: false,
    pets: false,
    drinking: false,
    foodPreference: 'no-preference',
    cleanliness: 'moderate',
    ...over.lifestyle,
  },
});

describe('budget (30)', () => {
  it('8000–15000 and 5000–12000 overlap on 8000–12000: 30', () => {
    expect(budgetPoints({ min: 8000, max: 15000 }, { min: 5000, max: 12000 })).toEqual({
      points: 30,
      overlap: [8000, 12000],
    });
  });
  it('ranges that only touch at 10000 overlap: 30', () => {
    expect(budgetPoints({ min: 5000, max: 10000 }, { min: 10000, max: 20000 }).points).toBe(30);
  });
  it('no overlap, gap 2000 with larger max 20000 (allowed 10000): 30 × (1 − 0.2) = 24', () => {
    expect(budgetPoints({ min: 5000, max: 10000 }, { min: 12000, max: 20000 })).toEqual({
      points: 24,
    });
  });
  it('no overlap, gap 12000 beyond 50 % of larger max 20000: 0', () => {
    expect(budgetPoints({ min: 0, max: 3000 }, { min: 15000, max: 20000 }).points).toBe(0);
  });
  it('a zero max on both sides (0–0 and 0–0) overlaps at 0: 30', () => {
    expect(budgetPoints({ min: 0, max: 0 }, { min: 0, max: 0 }).points).toBe(30);
  });
  it('a zero max against 1000–2000: gap 1000 within 50 % of 2000 = 1000 gives 0 points', () => {
    expect(budgetPoints({ min: 0, max: 0 }, { min: 1000, max: 2000 }).points).toBe(0);
  });
});

describe('preferred locations (up to 30)', () => {
  it('2 shared of the larger list of 4: 30 × 2/4 = 15', () => {
    expect(
      locationPoints(['Madhapur', 'Gachibowli'], ['gachibowli', 'Madhapur', 'Kondapur', 'Miyapur']),
    ).toEqual({
      points: 15,
      shared: ['Madhapur', 'Gachibowli'],
    });
  });
  it('identical lists: 30', () => {
    expect(locationPoints(['Ameerpet'], ['Ameerpet']).points).toBe(30);
  });
  it('no preferred locations on either side: 0', () => {
    expect(locationPoints([], [])).toEqual({ points: 0, shared: [] });
  });
  it('none on one side: 0', () => {
    expect(locationPoints([], ['Ameerpet']).points).toBe(0);
  });
});

describe('lifestyle', () => {
  it('both non-smokers, no pets, non-drinkers: 10 + 10 + 10', () => {
    const r = scoreRoommateMatch(person(), person());
    expect(
      r.factors
        .filter((f) => ['smoking', 'pets', 'drinking'].includes(f.factor))
        .map((f) => f.points),
    ).toEqual([10, 10, 10]);
  });
  it('I do not smoke, they do: smoking 0, reported as mine false, theirs true', () => {
    const r = scoreRoommateMatch(person(), person({ lifestyle: { smoking: true } }));
    expect(r.factors.find((f) => f.factor === 'smoking')).toEqual({
      factor: 'smoking',
      matched: false,
      points: 0,
      mine: false,
      theirs: true,
    });
  });
  it('no-preference on both sides: food 5', () => {
    const r = scoreRoommateMatch(person(), person());
    expect(r.factors.find((f) => f.factor === 'food')?.points).toBe(5);
  });
  it('vegetarian and no-preference: food 5; vegetarian and non-vegetarian: 0', () => {
    const veg = person({ lifestyle: { foodPreference: 'vegetarian' } });
    expect(scoreRoommateMatch(veg, person()).factors.find((f) => f.factor === 'food')?.points).toBe(
      5,
    );
    const nonVeg = person({ lifestyle: { foodPreference: 'non-vegetarian' } });
    expect(scoreRoommateMatch(veg, nonVeg).factors.find((f) => f.factor === 'food')?.points).toBe(
      0,
    );
  });
  it('very-clean and clean are one step apart: 5; very-clean and moderate two steps: 0', () => {
    const vc = person({ lifestyle: { cleanliness: 'very-clean' } });
    const c = person({ lifestyle: { cleanliness: 'clean' } });
    expect(scoreRoommateMatch(vc, c).factors.find((f) => f.factor === 'cleanliness')?.points).toBe(
      5,
    );
    expect(
      scoreRoommateMatch(vc, person()).factors.find((f) => f.factor === 'cleanliness')?.points,
    ).toBe(0);
  });
});

describe('the whole score', () => {
  it('same budget, same single location, same lifestyle: 100 = 100 %', () => {
    const a = person({ preferredLocations: ['Kukatpally'] });
    expect(scoreRoommateMatch(a, a)).toMatchObject({ score: 100, percentage: 100 });
  });
  it('nothing in common (far budgets, no locations, every habit differs, veg vs non-veg, very-clean vs relaxed): 0', () => {
    const a = person({
      budget: { min: 0, max: 2000 },
      lifestyle: { foodPreference: 'vegetarian', cleanliness: 'very-clean' },
    });
    const b = person({
      budget: { min: 30000, max: 40000 },
      lifestyle: {
        smoking: true,
        pets: true,
        drinking: true,
        foodPreference: 'non-vegetarian',
        cleanliness: 'relaxed',
      },
    });
    expect(scoreRoommateMatch(a, b)).toMatchObject({ score: 0, percentage: 0 });
  });
  it('top matches: best 5 above 0, highest first', () => {
    const me = person({ preferredLocations: ['Kukatpally'] });
    const zero = person({
      budget: { min: 90000, max: 100000 },
      lifestyle: {
        smoking: true,
        pets: true,
        drinking: true,
        foodPreference: 'vegan',
        cleanliness: 'relaxed',
      },
    });
    const me0 = {
      ...me,
      lifestyle: {
        ...me.lifestyle,
        foodPreference: 'vegetarian' as const,
        cleanliness: 'very-clean' as const,
      },
    };
    const list = [
      zero,
      person(),
      person({ preferredLocations: ['Kukatpally'] }),
      person(),
      person(),
      person(),
      person(),
    ];
    const top = topMatches(me0, list);
    expect(top).toHaveLength(5);
    expect(top[0]?.profile).toBe(list[2]);
    expect(top.every((m) => m.score > 0)).toBe(true);
  });
});
