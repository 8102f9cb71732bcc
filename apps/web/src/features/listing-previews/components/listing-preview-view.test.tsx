import { describe, expect, it } from 'vitest';
import type { PublicListing } from '@nivaas/shared';
import { renderStatic, textOf } from '../../../../test/static-render';
import { ListingPreviewView } from './listing-preview-view';

const listing: PublicListing = {
  id: 'p1',
  title: 'Villa with a garden',
  type: 'villa',
  listingType: 'sale',
  state: 'Telangana',
  city: 'Hyderabad',
  sublocality: 'Kondapur',
  location: { lat: 17.46, lng: 78.36 },
  approximateRadiusM: 800,
  rent: null,
  deposit: 0,
  salePrice: 11_500_000,
  bedrooms: 3,
  bathrooms: 3,
  area: 1_530,
  landArea: null,
  landAreaUnit: 'sqft',
  furnishing: 'semi-furnished',
  amenities: ['Lift', 'Rooftop garden'],
  images: [
    {
      id: 'i1',
      thumbnailUrl: '/t.webp',
      cardUrl: '/c.webp',
      url: '/f.webp',
      width: 1600,
      height: 1000,
    },
    {
      id: 'i2',
      thumbnailUrl: '/t2.webp',
      cardUrl: '/c2.webp',
      url: '/f2.webp',
      width: 1600,
      height: 1000,
    },
  ],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const back = { href: '/buy/hyderabad/villa', label: 'Villas for sale in Hyderabad' };
const render = (me: unknown, lng = 'en', shown: PublicListing = listing) =>
  renderStatic(<ListingPreviewView id="p1" back={back} />, {
    seed: [
      [['listing-previews', 'p1'], shown],
      [['me'], me],
      [['config'], { map: { tileUrl: '', attribution: '' } }],
    ],
    lng,
  });

describe('the public preview of a listing', () => {
  it('shows "Verified owner" and "Phone verified" only where the owner is', async () => {
    const plain = textOf(await render(null));
    expect(plain).not.toContain('Verified owner');
    expect(plain).not.toContain('Phone verified');
    const verified = { ...listing, ownerVerified: true, ownerPhoneVerified: true } as const;
    const text = textOf(await render(null, 'en', verified));
    expect(text).toContain('Verified owner');
    expect(text).toContain('Phone verified');
    expect(textOf(await render(null, 'hi', verified))).not.toContain('Verified owner');
  });

  it('shows a visitor price, size, locality and amenities, a way to sign up to contact, and a sign-in that returns to the listing', async () => {
    const html = await render(null);
    const text = textOf(html);
    expect(text).toContain('Villa with a garden');
    expect(text).toContain('₹1.15 Cr');
    expect(text).toContain('₹7,516/sq ft');
    expect(text).toContain('3 BHK · Villa · Semi-furnished');
    expect(text).toContain('Kondapur, Hyderabad');
    expect(text).toContain('Rooftop garden');
    expect(text).toContain('within about 800 m');
    expect(html).toContain(`href="/login?from=${encodeURIComponent('/properties/p1')}"`);
    expect(text).toContain('Sign up to contact');
    expect(html).toContain(
      `href="/register?role=tenant&amp;from=${encodeURIComponent('/properties/p1')}"`,
    );
    // The first photo is the page's largest element: loaded at once, first.
    expect(html).toMatch(
      /<img[^>]*loading="eager"[^>]*fetchpriority="high"|<img[^>]*fetchPriority="high"/i,
    );
    expect(html).toContain('href="/buy/hyderabad/villa"');
  });

  it('sends someone signed in straight to the full listing, in Hindi too', async () => {
    const html = await render({ id: 'u1', userType: 'tenant' }, 'hi');
    expect(html).toContain('href="/properties/p1"');
    expect(textOf(html)).toContain('पूरी लिस्टिंग खोलें');
    expect(textOf(html)).not.toContain('साइन इन करें');
  });
});
