import { beforeAll, describe, expect, it } from 'vitest';
import type { Property, PublicListing } from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { addImages } from '../../../test/property-images';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp({ env: { PREVIEW_LIMIT_PER_MINUTE: '30' } });
let owner: TestUser;
let open: Property;

const preview = (id: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/api/public/properties/${id}`, remoteAddress: ip });

beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
  open = await makeProperty(t.app, owner, {
    title: 'Sunny 2 BHK near the park',
    address: 'Flat 402, Lakshmi Towers, 5th Lane',
    googleMapsLink: 'https://maps.google.com/?q=16.3,80.44',
    location: { lat: 16.3012, lng: 80.4423 },
    bedrooms: 2,
    amenities: ['Lift', 'Power backup'],
    description: 'Call me on 98480 12345',
  });
  await addImages(t, owner, open.id);
});

describe('the public preview of a listing', () => {
  it('answers a visitor without an account with the public fields only', async () => {
    const res = await preview(open.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<PublicListing>();
    expect(body).toMatchObject({
      id: open.id,
      title: 'Sunny 2 BHK near the park',
      city: 'Guntur',
      sublocality: 'Brodipet',
      rent: 12_000,
      bedrooms: 2,
      amenities: ['Lift', 'Power backup'],
      approximateRadiusM: 800,
    });
    expect(body.images).toHaveLength(1);
    // The point is near the home, not on it; the address, owner and free text are not sent.
    expect(body.location).not.toEqual({ lat: 16.3012, lng: 80.4423 });
    expect(Math.abs(body.location!.lat - 16.3012)).toBeLessThan(0.01);
    for (const secret of ['Lakshmi Towers', 'maps.google', owner.id, '98480'])
      expect(res.body).not.toContain(secret);
  });

  it('reads as missing for hidden, rented and unknown listings', async () => {
    for (const status of ['inactive', 'rented'] as const) {
      const closed = await makeProperty(t.app, owner, { status });
      const res = await preview(closed.id, '10.0.0.2');
      expect(res.statusCode, status).toBe(404);
      expect(res.json().error.reason).toBe('property.not-found');
    }
    expect((await preview('no-such-listing', '10.0.0.2')).statusCode).toBe(404);
  });

  it('reads as missing once an admin hides the listing', async () => {
    const admin = await makeUser(t.app, 'admin');
    const listing = await makeProperty(t.app, owner);
    expect((await preview(listing.id, '10.0.0.3')).statusCode).toBe(200);
    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/admin/properties/${listing.id}/hide`,
      headers: as(admin),
      payload: { reason: 'Photos copied from another listing' },
    });
    expect(hide.statusCode).toBe(200);
    expect((await preview(listing.id, '10.0.0.3')).statusCode).toBe(404);
  });

  it('refuses a client address past its allowance with 429, others still read', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) codes.push((await preview(open.id, '10.0.0.9')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await preview(open.id, '10.0.0.10')).statusCode).toBe(200);
  });
});
