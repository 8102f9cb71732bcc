import { describe, expect, it } from 'vitest';
import type { FavoriteList } from '@nivaas/shared';
import { withFavorite, withoutFavorite } from './favorite-cache';

describe('withFavorite (optimistic heart)', () => {
  it('adds a listing at the front and removes it again', () => {
    const added = withFavorite({ propertyIds: ['a', 'b'] }, 'c', true);
    expect(added.propertyIds).toEqual(['c', 'a', 'b']);
    expect(withFavorite(added, 'a', false).propertyIds).toEqual(['c', 'b']);
  });
  it('keeps the same object when nothing changes, so nothing re-renders', () => {
    const ids = { propertyIds: ['a'] };
    expect(withFavorite(ids, 'a', true)).toBe(ids);
    expect(withFavorite(ids, 'z', false)).toBe(ids);
  });
  it('starts a list when none was loaded yet', () => {
    expect(withFavorite(undefined, 'a', true).propertyIds).toEqual(['a']);
    expect(withFavorite(undefined, 'a', false).propertyIds).toEqual([]);
  });
});

describe('withoutFavorite (Favourites page)', () => {
  const list = {
    properties: [{ id: 'a' }, { id: 'b' }],
  } as unknown as FavoriteList;
  it('drops the removed listing', () => {
    expect(withoutFavorite(list, 'a')?.properties.map((p) => p.id)).toEqual(['b']);
  });
  it('leaves the list alone when the listing is not in it', () => {
    expect(withoutFavorite(list, 'x')).toBe(list);
    expect(withoutFavorite(undefined, 'x')).toBeUndefined();
  });
});
