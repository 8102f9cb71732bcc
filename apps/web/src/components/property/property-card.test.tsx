import { describe, expect, it } from 'vitest';
import { PropertyCard } from './property-card';
import { sampleProperty } from '../../../test/property-fixture';
import { renderStatic, textOf } from '../../../test/static-render';

describe('PropertyCard', () => {
  it('reads price, size, type, furnishing, place and distance, and links to the listing', async () => {
    const html = await renderStatic(
      <PropertyCard property={{ ...sampleProperty, distanceKm: 1.23 }} />,
    );
    const text = textOf(html);
    expect(text).toContain('₹25,000/month');
    expect(text).toContain('2 BHK · Apartment · Semi-furnished');
    expect(text).toContain('Koramangala, Bengaluru');
    expect(text).toContain('1.2 km');
    expect(text).toContain('No photo yet');
    expect(html).toContain('href="/properties/p1"');
    expect(text).not.toContain('Available');
  });

  it('shows the cover lazily with its size, a status badge when closed, and a custom link', async () => {
    const html = await renderStatic(
      <PropertyCard
        href="/owner/properties/p1"
        property={{
          ...sampleProperty,
          status: 'rented',
          images: [
            {
              id: 'i1',
              thumbnailUrl: '/t.webp',
              cardUrl: '/c.webp',
              url: '/f.webp',
              width: 800,
              height: 600,
            },
          ],
        }}
        actions={<button type="button">heart</button>}
      />,
    );
    expect(html).toMatch(/<img[^>]*src="\/c.webp"/);
    expect(html).toMatch(/<img[^>]*loading="lazy"/);
    expect(html).not.toContain('fetchPriority="high"');
    expect(html).toContain('srcSet="/t.webp 320w, /c.webp 800w, /f.webp 800w"');
    expect(html).toMatch(/<img[^>]*width="800"[^>]*height="600"/);
    expect(html).toContain('href="/owner/properties/p1"');
    expect(textOf(html)).toContain('Rented');
    expect(textOf(html)).toContain('heart');
    expect(textOf(html)).not.toContain('No photo yet');
  });

  it("loads the first card's photo at once and first: it is the page's largest element", async () => {
    const image = {
      id: 'i1',
      thumbnailUrl: '/t.webp',
      cardUrl: '/c.webp',
      url: '/f.webp',
      width: 1600,
      height: 1200,
    };
    const html = await renderStatic(
      <PropertyCard property={{ ...sampleProperty, images: [image] }} priority />,
    );
    expect(html).toMatch(/<img[^>]*loading="eager"/);
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/);
    expect(html).toContain('srcSet="/t.webp 320w, /c.webp 800w, /f.webp 1600w"');
    expect(html).toContain('sizes="(min-width: 75em) 370px, (min-width: 36em) 50vw, 100vw"');
  });

  it('reads a sale price in crore with its price per sq ft, as the listing page does', async () => {
    const html = await renderStatic(
      <PropertyCard
        property={{
          ...sampleProperty,
          listingType: 'sale',
          rent: null,
          salePrice: 11_500_000,
          area: 1_530,
        }}
      />,
    );
    const text = textOf(html);
    expect(text).toContain('₹1.15 Cr');
    expect(text).toContain('₹7,516/sq ft');
    expect(text).not.toContain('month');
  });
});
