import { describe, expect, it } from 'vitest';
import {
  normaliseSearch,
  RECENT_SEARCH_REFINE_MS,
  RECENT_SEARCHES_MAX,
  withRecentSearch,
} from './recent-searches';

const MIN = 60_000;

describe('normaliseSearch', () => {
  it('drops the view, sort, radius and blank values and sorts the rest', () => {
    expect(normaliseSearch('?view=map&city=Pune&type=apartment&sort=newest&q=')).toBe(
      'city=Pune&type=apartment',
    );
    expect(normaliseSearch('type=apartment&city=Pune')).toBe('city=Pune&type=apartment');
  });
  it('is empty for a search with no filter', () => {
    expect(normaliseSearch('view=list&sort=newest')).toBe('');
  });
});

describe('withRecentSearch', () => {
  it('puts the newest first and moves a repeated search to the front', () => {
    let list = withRecentSearch([], 'city=Pune', 0);
    list = withRecentSearch(list, 'city=Mumbai', 10 * MIN);
    list = withRecentSearch(list, 'city=Pune', 20 * MIN);
    expect(list.map((s) => s.search)).toEqual(['city=Pune', 'city=Mumbai']);
  });
  it('keeps at most five', () => {
    let list: ReturnType<typeof withRecentSearch> = [];
    for (let i = 0; i < 8; i++) list = withRecentSearch(list, `q=${i}`, i * 10 * MIN);
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list[0]!.search).toBe('q=7');
  });
  it('treats quick changes as refining one search rather than five', () => {
    let list = withRecentSearch([], 'city=Goa', 0);
    list = withRecentSearch(list, 'city=Pune', 10 * MIN);
    list = withRecentSearch(list, 'city=Pune&type=apartment', 10 * MIN + 5_000);
    list = withRecentSearch(list, 'city=Pune&maxPrice=20000&type=apartment', 10 * MIN + 9_000);
    expect(list.map((s) => s.search)).toEqual([
      'city=Pune&maxPrice=20000&type=apartment',
      'city=Goa',
    ]);
    const later = withRecentSearch(list, 'city=Nagpur', 10 * MIN + 9_000 + RECENT_SEARCH_REFINE_MS);
    expect(later).toHaveLength(3);
  });
  it('ignores a search with no filter', () => {
    const list = withRecentSearch([], 'city=Pune', 0);
    expect(withRecentSearch(list, 'view=map', 5)).toEqual(list);
  });
});
