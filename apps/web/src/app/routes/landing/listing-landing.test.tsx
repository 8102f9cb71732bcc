import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderStatic, textOf } from '../../../../test/static-render';
import { sampleProperty } from '../../../../test/property-fixture';
import ListingLanding from './listing-landing';

const hit = {
  ...sampleProperty,
  id: 'p2',
  title: 'Two-bedroom flat near the station',
  city: 'Mumbai',
  type: 'apartment' as const,
  listingType: 'rent' as const,
  bedrooms: 2,
  distanceKm: null,
};

const render = (path: string, searchQuery: string, lng = 'en') =>
  renderStatic(
    <Routes>
      <Route path="/rent/:city/:type" element={<ListingLanding />} />
    </Routes>,
    {
      path,
      lng,
      seed: [
        [
          ['property-search', 'first', searchQuery],
          {
            properties: [hit],
            total: 1,
            nextCursor: null,
            searchedAt: '2026-11-20T10:00:00.000Z',
            origin: null,
          },
        ],
      ],
    },
  );

const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('a landing page for visitors', () => {
  it('offers budget, BHK, furnishing and order as plain links, keeping the other choices', async () => {
    const html = await render(
      '/rent/mumbai/apartment?bedrooms=2',
      'listingType=rent&city=Mumbai&type=apartment&bedrooms=2&limit=12',
    );
    const links = hrefs(html);
    expect(links).toEqual(
      expect.arrayContaining([
        '/rent/mumbai/apartment?maxPrice=10000&bedrooms=2',
        '/rent/mumbai/apartment?minPrice=10000&maxPrice=20000&bedrooms=2',
        '/rent/mumbai/apartment?bedrooms=3',
        '/rent/mumbai/apartment',
        '/rent/mumbai/apartment?bedrooms=2&furnishing=furnished',
        '/rent/mumbai/apartment?bedrooms=2&sort=price-asc',
        '/rent/mumbai/apartment?bedrooms=2&sort=price-desc',
      ]),
    );
    // No PG choices off a PG page.
    expect(links.some((l) => l.includes('genderPreference'))).toBe(false);
    // The chosen filter is marked and named in the heading; the results are the filtered search's.
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>2\+ BHK<\/a>/);
    const text = textOf(html);
    expect(text).toContain('Apartments for rent in Mumbai: 2+ BHK');
    expect(text).toContain('Two-bedroom flat near the station');
    // The map is a button: its code loads when it is opened.
    expect(text).toContain('Show on map');
    expect(html).not.toContain('leaflet');
  });

  it('offers PG for men and for women on a PG page, in Hindi too', async () => {
    const html = await render(
      '/rent/mumbai/pg?genderPreference=female',
      'listingType=rent&city=Mumbai&type=pg&genderPreference=female&limit=12',
      'hi',
    );
    const links = hrefs(html);
    expect(links).toContain('/rent/mumbai/pg?genderPreference=male');
    expect(links).toContain('/rent/mumbai/pg');
    const text = textOf(html);
    expect(text).toContain('पुरुषों के लिए PG');
    expect(text).toContain('महिलाओं के लिए PG');
  });
});
