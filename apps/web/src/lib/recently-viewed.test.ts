import { describe, expect, it } from 'vitest';
import type { Property } from '@nivaas/shared';
import {
  parseRecentlyViewed,
  RECENTLY_VIEWED_MAX,
  recentlyViewedKey,
  toRecentlyViewed,
  withViewed,
  type RecentlyViewed,
} from './recently-viewed';

const listing = (id: string, extra: Partial<Property> = {}): Property =>
  ({
    id,
    title: `Flat ${id}`,
    listingType: 'rent',
    rent: 25000,
    salePrice: null,
    sublocality: 'Madhapur',
    city: 'Hyderabad',
    images: [
      {
        id: 'img',
        thumbnailUrl: `/uploads/property-images/${id}-320.webp`,
        cardUrl: `/uploads/property-images/${id}-800.webp`,
        url: `/uploads/property-images/${id}-1600.webp`,
        width: 1600,
        height: 1200,
      },
    ],
    ...extra,
  }) as Property;

const entry = (id: string, at: number): RecentlyViewed => toRecentlyViewed(listing(id), at);

describe('recently viewed listings', () => {
  it('keeps what a small card needs, with the 320 px cover', () => {
    expect(toRecentlyViewed(listing('a'), 5)).toEqual({
      id: 'a',
      title: 'Flat a',
      listingType: 'rent',
      rent: 25000,
      salePrice: null,
      locality: 'Madhapur',
      city: 'Hyderabad',
      coverUrl: '/uploads/property-images/a-320.webp',
      viewedAt: 5,
    });
    expect(toRecentlyViewed(listing('b', { images: [] }), 5).coverUrl).toBeNull();
  });

  it('puts the latest first and lists a listing opened twice once', () => {
    let list: RecentlyViewed[] = [];
    list = withViewed(list, entry('a', 1));
    list = withViewed(list, entry('b', 2));
    list = withViewed(list, entry('a', 3));
    expect(list.map((e) => [e.id, e.viewedAt])).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
  });

  it(`keeps at most ${RECENTLY_VIEWED_MAX}, dropping the oldest`, () => {
    let list: RecentlyViewed[] = [];
    for (let i = 0; i < RECENTLY_VIEWED_MAX + 5; i += 1) list = withViewed(list, entry(`p${i}`, i));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]!.id).toBe(`p${RECENTLY_VIEWED_MAX + 4}`);
    expect(list.at(-1)!.id).toBe('p5');
  });

  it('keeps one list per person', () => {
    expect(recentlyViewedKey('user-1')).not.toBe(recentlyViewedKey('user-2'));
  });

  it('reads back what it wrote and ignores anything else', () => {
    const list = [entry('a', 1)];
    expect(parseRecentlyViewed(JSON.stringify(list))).toEqual(list);
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('not json')).toEqual([]);
    expect(parseRecentlyViewed('{"id":"a"}')).toEqual([]);
    expect(parseRecentlyViewed(JSON.stringify([{ id: 'x' }, ...list]))).toEqual(list);
  });
});
