import { describe, expect, it } from 'vitest';
import type { OwnerListingSummary, Property } from '@nivaas/shared';
import { renderStatic, textOf } from '../../../../test/static-render';
import { ownerKeys } from '../api/owner-properties';
import { propertyInterestsKey } from '../api/property-interests';
import { ownerListing, photo } from '../test/fixtures';
import { MyListings } from './listings/my-listings';
import { SummaryStats } from './listings/summary-stats';
import { OwnerPropertyView } from './owner-property/owner-property-view';

const NO_FIGURES: OwnerListingSummary = { listings: 0, open: 0, interested: 0, views: 0 };

/** The list as the server pages it: one page loaded. */
const pages = (
  properties: Property[],
  more: { nextCursor?: string | null; summary?: OwnerListingSummary } = {},
) => ({
  pages: [{ properties, nextCursor: more.nextCursor ?? null, summary: more.summary ?? NO_FIGURES }],
  pageParams: [null],
});

describe('owner listings', () => {
  it('shows each listing with its cover, line, price, status, counts and actions', async () => {
    const listings = [
      ownerListing(),
      ownerListing({
        id: 'p2',
        title: 'Plot on the ring road',
        type: 'plot',
        listingType: 'sale',
        status: 'sold',
        rent: null,
        salePrice: 8_500_000,
        images: [],
        interestedCount: 1,
        viewCount: 1,
      }),
    ];
    const html = await renderStatic(<MyListings label="My Properties" />, {
      seed: [[ownerKeys.list(), pages(listings)]],
    });
    const text = textOf(html);
    expect(text).toContain('2 BHK · Indiranagar, Bengaluru');
    expect(text).toContain('₹25,000/month');
    expect(text).toContain('3 interested');
    expect(text).toContain('41 views');
    expect(text).toContain('Plot · Indiranagar, Bengaluru');
    expect(text).toContain('₹85 L');
    expect(text).toContain('1 view');
    expect(text).toContain('No photo yet');
    expect(text).toContain('Sold');
    expect(html).toMatch(/<img[^>]*src="\/uploads\/a-t.webp"/);
    expect(html).toContain('href="/owner/properties/p1"');
    expect(html).toContain('href="/owner/properties/p1/edit"');
    expect(html).toContain('aria-label="Status of Sunny 2 BHK near the metro"');
    expect(html).toContain('aria-label="Delete Plot on the ring road"');
  });

  it('invites a first listing when there is none', async () => {
    const html = await renderStatic(<MyListings label="My Properties" />, {
      seed: [[ownerKeys.list(), pages([])]],
    });
    expect(textOf(html)).toContain('List your first property');
    expect(html).toContain('href="/owner/properties/new"');
  });

  it("shows the server's figures over all listings, not only the page loaded", async () => {
    const html = await renderStatic(<SummaryStats />, {
      seed: [
        [
          ownerKeys.list(),
          pages([ownerListing()], {
            nextCursor: 'next',
            summary: { listings: 1420, open: 900, interested: 35, views: 4100 },
          }),
        ],
      ],
    });
    expect(textOf(html)).toBe('Listings 1,420 Open 900 Interested 35 Views 4,100');
  });

  it('offers the next page of listings while there is one', async () => {
    const more = await renderStatic(<MyListings label="My Properties" />, {
      seed: [[ownerKeys.list(), pages([ownerListing()], { nextCursor: 'next' })]],
    });
    expect(textOf(more)).toContain('Load more');
    const last = await renderStatic(<MyListings label="My Properties" />, {
      seed: [[ownerKeys.list(), pages([ownerListing()])]],
    });
    expect(textOf(last)).not.toContain('Load more');
  });

  it('shows the owner who is interested, with links to their profile and a message', async () => {
    const property = ownerListing({ images: [photo('a'), photo('b'), photo('c')] });
    const html = await renderStatic(<OwnerPropertyView property={property} />, {
      seed: [
        [
          propertyInterestsKey('p1'),
          {
            interests: [
              {
                user: { id: 'u9', firstName: 'Simran', lastName: 'Kaur', avatarUrl: '' },
                createdAt: '2026-11-20T10:00:00.000Z',
              },
            ],
          },
        ],
      ],
    });
    const text = textOf(html);
    expect(text).toContain('3 people interested');
    expect(text).toContain('Simran Kaur');
    expect(text).toContain('Interested since 20 Nov 2026');
    expect(text).toContain('Deposit ₹1,00,000');
    expect(text).toContain('Available from 1 Dec 2026');
    expect(html).toContain('href="/user/u9"');
    expect(html).toContain('href="/owner/messages/u9"');
    expect(html).toContain('aria-label="Message Simran Kaur"');
    expect(html).toContain('href="/owner/properties/p1/edit"');
    expect(html).toContain('alt="Photo 3 of Sunny 2 BHK near the metro"');
    // An open listing can be shared from here.
    expect(text).toContain('Share');
  });
});
