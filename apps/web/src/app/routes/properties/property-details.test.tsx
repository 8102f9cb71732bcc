import { describe, expect, it } from 'vitest';
import type { CommentList, Property, PublicUser } from '@nivaas/shared';
import { sampleProperty } from '../../../../test/property-fixture';
import { renderStatic, textOf } from '../../../../test/static-render';
import { commentsKey } from '../../../features/comments/api/comments';
import { CommentsSection } from '../../../features/comments/components/comments-section';
import { favoriteIdsKey } from '../../../features/favorites/api/favorites';
import { interestKey } from '../../../features/property-details/api/interest';
import { similarKey } from '../../../features/property-details/api/similar';
import { FavoriteToggle } from '../../../features/favorites/components/favorite-toggle';
import { PropertyDetailsView } from '../../../features/property-details/components/property-details-view';
import { configKey } from '../../../lib/api/config';
import { userKeys } from '../../../lib/api/users';

const owner: PublicUser = {
  id: 'o1',
  firstName: 'Anita',
  lastName: 'Rao',
  userType: 'owner',
  avatarUrl: '',
  bio: '',
  serviceCategory: '',
  serviceAreas: [],
  contactPhone: null,
  createdAt: '2025-03-10T10:00:00.000Z',
} as unknown as PublicUser;

const comments: CommentList = {
  comments: [
    {
      id: 'c1',
      propertyId: 'p1',
      userId: 'u1',
      author: { id: 'u1', firstName: 'Rahul', lastName: 'Mehta', avatarUrl: '' },
      content: 'Quiet street, <b>helpful</b> owner.',
      rating: 4,
      createdAt: '2026-11-10T10:00:00.000Z',
      updatedAt: '2026-11-10T10:00:00.000Z',
    },
  ],
  count: 1,
  ratingCount: 1,
  averageRating: 4,
  nextCursor: null,
};

const similar = {
  properties: [{ ...sampleProperty, id: 'p2', title: 'Cosy 1 BHK near Forum', distanceKm: 0.8 }],
};

function page(
  viewerId: string,
  property: Property = sampleProperty,
  interested = false,
  contactPhone: string | null = null,
) {
  return renderStatic(
    <PropertyDetailsView
      id="p1"
      favorite={<FavoriteToggle propertyId="p1" />}
      cardActions={(id) => <FavoriteToggle propertyId={id} />}
      comments={(p) => <CommentsSection propertyId={p.id} listingOwnerId={p.ownerId} />}
    />,
    {
      seed: [
        [['me'], { id: viewerId, userType: viewerId === 'o1' ? 'owner' : 'tenant' }],
        [['properties', 'detail', 'p1'], property],
        [similarKey('p1'), similar],
        [interestKey('p1'), { interested }],
        [userKeys.detail('o1'), { ...owner, contactPhone }],
        [commentsKey('p1'), { pages: [comments], pageParams: [null] }],
        [favoriteIdsKey, { propertyIds: ['p2'] }],
        [configKey, { map: { tileUrl: '', attribution: '' } }],
      ],
    },
  );
}

describe('PropertyDetails page', () => {
  it('shows a seeker the listing, its price, facts, owner, comments and similar homes', async () => {
    const html = await page('u9');
    const text = textOf(html);
    expect(text).toContain('Sunny 2 BHK');
    expect(text).toContain('₹25,000/month');
    expect(text).toContain('Deposit ₹1,00,000');
    expect(text).toContain('2 BHK · Apartment · Semi-furnished');
    expect(text).toContain('Available from 1 Dec 2026');
    expect(text).toContain('1,200 sq ft');
    expect(text).toContain("I'm interested");
    expect(text).toContain('Contact owner');
    expect(html).toContain('href="/messages/o1?propertyId=');
    expect(text).toContain('Anita Rao');
    expect(text).toContain('Member since 10 Mar 2025');
    expect(text).toContain('Flat 4B, Green Park, Koramangala, Bengaluru, Karnataka 560034');
    expect(html).toMatch(/target="_blank" rel="noopener noreferrer"/);
    expect(text).toContain('Comments');
    expect(text).toContain('4.0 out of 5 · 1 rating');
    expect(text).toContain('Rahul Mehta');
    // User text stays text.
    expect(html).toContain('&lt;b&gt;helpful&lt;/b&gt;');
    expect(text).toContain('Your rating');
    expect(text).toContain('Similar properties nearby');
    expect(text).toContain('Cosy 1 BHK near Forum');
    expect(text).toContain('0.8 km');
    expect(html).toContain('aria-label="Save to favourites"');
    expect(html).toContain('aria-label="Remove from favourites"');
    expect(text).not.toContain('Edit listing');
    expect(text).not.toContain('This listing is not available right now');
  });

  it('offers Share, a bottom bar with price and Contact owner, and no Call button by default', async () => {
    const html = await page('u9');
    const text = textOf(html);
    expect(text).toContain('Share');
    expect(html).toMatch(/<aside[^>]*aria-label="Price and what to do next"/);
    expect(html).not.toContain('href="tel:');
    expect(html).not.toContain('href="https://wa.me/91');
  });

  it('gives Call and WhatsApp buttons when the owner shows their phone', async () => {
    const html = await page('u9', sampleProperty, false, '+919876543210');
    expect(html).toContain('href="tel:+919876543210"');
    expect(html).toContain('href="https://wa.me/919876543210"');
    expect(textOf(html)).toContain('Call');
  });

  it('shows "You\'re interested", disabled, once the seeker has said so', async () => {
    const html = await page('u9', sampleProperty, true);
    expect(textOf(html)).toContain("You're interested");
    expect(textOf(html)).not.toContain("I'm interested");
    expect(html).toMatch(/<button[^>]*disabled[^>]*>(?:(?!<\/button>).)*You&#x27;re interested/s);
  });

  it("gives the listing's owner Edit listing and a note instead of the rating form", async () => {
    const html = await page('o1');
    const text = textOf(html);
    expect(html).toContain('href="/owner/properties/p1/edit"');
    expect(text).toContain('Edit listing');
    expect(text).toContain('Opened 0 times by others');
    expect(text).toContain('No one has shown interest yet');
    expect(text).not.toContain("I'm interested");
    expect(text).not.toContain('Contact owner');
    expect(text).not.toContain('Your rating');
    expect(text).toContain("This is your listing, so you can't rate it.");
  });

  it('warns when the listing is not open', async () => {
    const text = textOf(await page('u9', { ...sampleProperty, status: 'rented' }));
    expect(text).toContain('This listing is not available right now');
    expect(text).toContain('Rented');
  });

  it('presents a PG and a plot for sale in words', async () => {
    const pg = textOf(
      await page('u9', {
        ...sampleProperty,
        type: 'pg',
        pgDetails: { messAvailability: true, roomSharing: 'double' },
        genderPreference: 'female',
      }),
    );
    expect(pg).toContain('Room sharing Double sharing');
    expect(pg).toContain('Mess available Yes');
    expect(pg).toContain('Who may stay Women only');
    const plot = textOf(
      await page('u9', {
        ...sampleProperty,
        type: 'plot',
        listingType: 'sale',
        rent: null,
        salePrice: 8_500_000,
        landArea: 240,
        landAreaUnit: 'sqyd',
        ownershipType: 'freehold',
      }),
    );
    // A sale price reads in lakh and crore here as on the card, with its price per sq ft.
    expect(plot).toContain('Price ₹85 L · ₹7,083/sq ft');
    expect(plot).toContain('Land area 240 sq yd');
    expect(plot).toContain('Ownership Freehold');
    expect(plot).not.toContain('Deposit');
  });

  it('shows the photos with a counter, sizes to choose from and thumbnails', async () => {
    const images = [1, 2, 3].map((n) => ({
      id: `i${n}`,
      thumbnailUrl: `/t${n}.webp`,
      cardUrl: `/c${n}.webp`,
      url: `/f${n}.webp`,
      width: 1600,
      height: 1000,
    }));
    const html = await page('u9', { ...sampleProperty, images });
    expect(textOf(html)).toContain('1 / 3');
    expect(html).toContain('srcSet="/t1.webp 320w, /c1.webp 800w, /f1.webp 1600w"');
    expect(html).toContain('aria-label="Show photo 2 of 3"');
    expect(html).toContain('aria-label="Next photo"');
    expect(html).toContain('aria-label="View full size"');
    expect(html).toMatch(/aria-current="true"[^>]*aria-label="Show photo 1 of 3"/);
  });
});
