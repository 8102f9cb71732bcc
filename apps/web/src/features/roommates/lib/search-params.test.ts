import { describe, expect, it } from 'vitest';
import { roommateSearchSchema } from '@nivaas/shared';
import {
  changeRoommateFilters,
  countRoommateFilters,
  roommateApiQuery,
  roommateFiltersFromParams,
  roommateFiltersToParams,
} from './search-params';

const read = (query: string) => roommateFiltersFromParams(new URLSearchParams(query));

describe('roommate search URL', () => {
  it('reads every filter under the API names', () => {
    expect(
      read(
        'state=Telangana&city=hyderabad&college=IIT%20Hyderabad&studentMode=true&budgetMin=8000&budgetMax=12000&gender=female&ageMin=20&ageMax=28&foodPreference=vegetarian&hasRoom=true&capacity=2%2B&substance=no-smoking&sort=compatibility',
      ),
    ).toEqual({
      state: 'Telangana',
      city: 'Hyderabad',
      college: 'IIT Hyderabad',
      studentMode: true,
      budgetMin: 8000,
      budgetMax: 12000,
      gender: 'female',
      ageMin: 20,
      ageMax: 28,
      foodPreference: 'vegetarian',
      hasRoom: true,
      capacity: '2+',
      substance: 'no-smoking',
      sort: 'compatibility',
    });
  });

  it('ignores what it does not understand instead of failing the page', () => {
    expect(
      read(
        'state=Goa&city=Atlantis&gender=robot&capacity=lots&substance=beer&sort=random&budgetMin=-5&ageMin=12&hasRoom=maybe',
      ),
    ).toEqual({ sort: 'recent' });
  });

  it('keeps "looking for a room" (hasRoom=false) apart from "any"', () => {
    expect(read('hasRoom=false').hasRoom).toBe(false);
    expect(read('').hasRoom).toBeUndefined();
  });

  it('swaps a budget or age range written the wrong way round', () => {
    expect(read('budgetMin=12000&budgetMax=8000')).toMatchObject({
      budgetMin: 8000,
      budgetMax: 12000,
    });
    expect(read('ageMin=30&ageMax=22')).toMatchObject({ ageMin: 22, ageMax: 30 });
  });

  it('drops a city that is not in the chosen state', () => {
    expect(read('state=Karnataka&city=Hyderabad')).toEqual({ state: 'Karnataka', sort: 'recent' });
  });

  it('writes defaults out of the URL, in a fixed order, and reads back the same filters', () => {
    const filters = read('sort=compatibility&substance=no-drinking&capacity=1&city=Pune');
    const written = roommateFiltersToParams(filters).toString();
    expect(written).toBe('city=Pune&capacity=1&substance=no-drinking&sort=compatibility');
    expect(read(written)).toEqual(filters);
    expect(roommateFiltersToParams({ sort: 'recent' }).toString()).toBe('');
  });

  it('asks the API with a query its schema accepts, the cursor included', () => {
    const query = roommateApiQuery(read('city=Vijayawada&capacity=2%2B&hasRoom=true'), 'abc');
    expect(query).toEqual({ city: 'Vijayawada', hasRoom: 'true', capacity: '2+', cursor: 'abc' });
    expect(roommateSearchSchema.safeParse(query).success).toBe(true);
  });

  it('a new state clears a city outside it; the count leaves the order out', () => {
    const next = changeRoommateFilters(read('city=Hyderabad&sort=compatibility'), {
      state: 'Maharashtra',
    });
    expect(next).toEqual({ state: 'Maharashtra', sort: 'compatibility' });
    expect(countRoommateFilters(next)).toBe(1);
  });
});
