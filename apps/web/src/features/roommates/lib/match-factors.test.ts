import { describe, expect, it } from 'vitest';
import { scoreRoommateMatch, type MatchFactor, type MatchInput } from '@nivaas/shared';
import { fakeTranslate } from '../../../../test/fake-translate';
import en from '../../../locales/en/roommates.json';
import { describeFactor, explainMatch, habitCase } from './match-factors';

/** The English texts with {{name}} filled in, as i18next would. */
const t = fakeTranslate((key, options = {}) => {
  const path = key.replace(/^roommates:/, '').split('.');
  let node: unknown = en;
  for (const part of path) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no text for ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
});

const say = (f: MatchFactor) => describeFactor(t, f);

describe('match factors in words', () => {
  it('budget: ₹8,000–₹12,000 overlap is named with Indian grouping', () => {
    expect(say({ factor: 'budget', matched: true, points: 30, overlap: [8000, 12000] })).toBe(
      'Budget overlaps ₹8,000–₹12,000',
    );
    expect(say({ factor: 'budget', matched: true, points: 12 })).toBe('Budgets are close');
    expect(say({ factor: 'budget', matched: false, points: 0 })).toBe("Budgets don't overlap");
  });

  it('budget: ₹1,50,000 is grouped in lakhs', () => {
    expect(say({ factor: 'budget', matched: true, points: 30, overlap: [150000, 150000] })).toBe(
      'Budget overlaps ₹1,50,000',
    );
  });

  it('locations: names up to three shared localities and counts the rest', () => {
    expect(
      say({ factor: 'locations', matched: true, points: 20, shared: ['Madhapur', 'Gachibowli'] }),
    ).toBe('Shares Madhapur, Gachibowli');
    expect(
      say({
        factor: 'locations',
        matched: true,
        points: 30,
        shared: ['Madhapur', 'Gachibowli', 'Kondapur', 'Kukatpally', 'Miyapur'],
      }),
    ).toBe('Shares Madhapur, Gachibowli, Kondapur and 2 more');
    expect(say({ factor: 'locations', matched: false, points: 0, shared: [] })).toBe(
      'No preferred localities in common',
    );
  });

  it.each([
    [false, true, "You don't smoke, they do"],
    [true, false, "You smoke, they don't"],
    [false, false, 'Neither of you smokes'],
    [true, true, 'You both smoke'],
  ])('smoking: mine %s, theirs %s → "%s"', (mine, theirs, text) => {
    expect(say({ factor: 'smoking', matched: mine === theirs, points: 0, mine, theirs })).toBe(
      text,
    );
  });

  it('pets and drinking read the same way', () => {
    expect(say({ factor: 'pets', matched: false, points: 0, mine: true, theirs: false })).toBe(
      "You have pets, they don't",
    );
    expect(say({ factor: 'drinking', matched: true, points: 10, mine: false, theirs: false })).toBe(
      'Neither of you drinks',
    );
  });

  it('food: both vegetarian, flexible, or different', () => {
    const food = (mine: MatchFactor & { factor: 'food' }) => say(mine);
    expect(
      food({ factor: 'food', matched: true, points: 5, mine: 'vegetarian', theirs: 'vegetarian' }),
    ).toBe('Both vegetarian');
    expect(
      food({ factor: 'food', matched: true, points: 5, mine: 'vegan', theirs: 'no-preference' }),
    ).toBe('Flexible about food');
    expect(
      food({
        factor: 'food',
        matched: true,
        points: 5,
        mine: 'no-preference',
        theirs: 'no-preference',
      }),
    ).toBe('Neither of you minds about food');
    expect(
      food({
        factor: 'food',
        matched: false,
        points: 0,
        mine: 'vegetarian',
        theirs: 'non-vegetarian',
      }),
    ).toBe("You're vegetarian, they're non-vegetarian");
  });

  it('cleanliness: same, one step apart, or further', () => {
    expect(
      say({ factor: 'cleanliness', matched: true, points: 5, mine: 'clean', theirs: 'clean' }),
    ).toBe('Both keep things clean');
    expect(
      say({
        factor: 'cleanliness',
        matched: true,
        points: 5,
        mine: 'very-clean',
        theirs: 'clean',
      }),
    ).toBe("Close on cleanliness: you're very clean, they're clean");
    expect(
      say({
        factor: 'cleanliness',
        matched: false,
        points: 0,
        mine: 'very-clean',
        theirs: 'relaxed',
      }),
    ).toBe("Apart on cleanliness: you're very clean, they're relaxed");
  });

  it('habitCase covers the four combinations', () => {
    expect([
      habitCase(true, true),
      habitCase(false, false),
      habitCase(false, true),
      habitCase(true, false),
    ]).toEqual(['both', 'neither', 'theyOnly', 'meOnly']);
  });

  it("splits a real score's factors into what matched and what did not", () => {
    const base: MatchInput = {
      budget: { min: 8000, max: 12000 },
      preferredLocations: ['Madhapur', 'Gachibowli'],
      lifestyle: {
        smoking: false,
        pets: false,
        drinking: false,
        foodPreference: 'vegetarian',
        cleanliness: 'clean',
      },
    };
    const theirs: MatchInput = {
      ...base,
      budget: { min: 5000, max: 15000 },
      lifestyle: { ...base.lifestyle, smoking: true },
    };
    const { matched, unmatched } = explainMatch(t, scoreRoommateMatch(base, theirs).factors);
    expect(matched).toEqual([
      'Budget overlaps ₹8,000–₹12,000',
      'Shares Madhapur, Gachibowli',
      'Neither of you has pets',
      'Neither of you drinks',
      'Both vegetarian',
      'Both keep things clean',
    ]);
    expect(unmatched).toEqual(["You don't smoke, they do"]);
  });
});
