import { describe, expect, it } from 'vitest';
import { sampleProperty } from '../../../test/property-fixture';
import { renderStatic, textOf } from '../../../test/static-render';
import { favoriteIdsKey, favoriteListKey } from '../../features/favorites/api/favorites';
import { FavoritesView } from '../../features/favorites/components/favorites-view';

const seedWith = (properties: unknown[], ids: string[]) => ({
  seed: [
    [['me'], { id: 'u1', userType: 'tenant' }],
    [favoriteListKey, { properties }],
    [favoriteIdsKey, { propertyIds: ids }],
  ] as [readonly unknown[], unknown][],
});

describe('Favourites page', () => {
  it('shows saved listings as cards with a pressed heart', async () => {
    const html = await renderStatic(
      <FavoritesView searchPath="/properties" />,
      seedWith([{ ...sampleProperty, favoritedAt: '2026-11-20T10:00:00.000Z' }], ['p1']),
    );
    const text = textOf(html);
    expect(text).toContain('1 saved listing');
    expect(text).toContain('Sunny 2 BHK');
    expect(html).toContain('aria-label="Remove from favourites"');
    expect(html).toContain('aria-pressed="true"');
  });

  it('invites an empty list to browse, linking to the search of its area', async () => {
    const html = await renderStatic(
      <FavoritesView searchPath="/tenant/properties" />,
      seedWith([], []),
    );
    expect(textOf(html)).toContain('Nothing saved yet');
    expect(html).toContain('href="/tenant/properties"');
  });

  it('shows a loading skeleton before the list arrives', async () => {
    const html = await renderStatic(<FavoritesView searchPath="/properties" />, {
      seed: [[['me'], { id: 'u1', userType: 'tenant' }]],
    });
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading your saved listings');
  });
});
