import { beforeAll, describe, expect, it } from 'vitest';
import type { Property, PropertySearchResult } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUsers, type TestUser } from '../../../test/accounts';
import { openThread, sendOk } from '../../../test/conversations';
import { makeProperty } from '../../../test/properties';
import { approximatePoint } from './address-privacy';

/**
 * The exact address (flat, building, map link and pin) is for the owner, admins and the people
 * the owner has written to; everyone else reads the locality, the landmark and a nearby point.
 */
const t = useTestApp();
let users: Record<'owner' | 'seeker' | 'writtenTo' | 'admin', TestUser>;
let listing: Property;
const PIN = { lat: 16.3008, lng: 80.4428 };

const read = async (user: TestUser): Promise<Property> => {
  const res = await t.app.inject({ url: `/api/properties/${listing.id}`, headers: as(user) });
  expect(res.statusCode).toBe(200);
  return res.json<Property>();
};

/** Metres between two points (equirectangular: plenty at these distances). */
const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const x = ((b.lng - a.lng) * Math.PI * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180)) / 180;
  const y = ((b.lat - a.lat) * Math.PI) / 180;
  return Math.sqrt(x * x + y * y) * 6_371_000;
};

beforeAll(async () => {
  users = await makeUsers(t.app, {
    owner: 'owner',
    seeker: 'tenant',
    writtenTo: 'tenant',
    admin: 'admin',
  });
  listing = await makeProperty(t.app, users.owner, {
    address: 'Flat 4B, Sai Residency',
    additionalInfo: 'Opposite the bus depot',
    location: PIN,
    googleMapsLink: 'https://maps.app.goo.gl/abc123',
  });
  const thread = await openThread(t, users.writtenTo, { propertyId: listing.id });
  await sendOk(t, users.writtenTo, thread.id, 'Is it still available?');
  await sendOk(t, users.owner, thread.id, 'Yes, come on Sunday.');
});

describe('the exact address of a listing', () => {
  it('is read whole by its owner and by admins', async () => {
    for (const user of [users.owner, users.admin]) {
      const p = await read(user);
      expect(p.exactAddress).toBe(true);
      expect(p.address).toBe('Flat 4B, Sai Residency');
      expect(p.googleMapsLink).toBe('https://maps.app.goo.gl/abc123');
      expect(p.location).toEqual(PIN);
    }
  });

  it('is withheld from a seeker the owner has not written to: locality, landmark and a nearby point only', async () => {
    const p = await read(users.seeker);
    expect(p.exactAddress).toBe(false);
    expect(p.address).toBe('');
    expect(p.googleMapsLink).toBe('');
    expect(p.additionalInfo).toBe('Opposite the bus depot');
    expect(p.sublocality).toBe('Brodipet');
    expect(p.location).not.toEqual(PIN);
    const away = metres(PIN, p.location!);
    expect(away).toBeGreaterThan(0);
    expect(away).toBeLessThan(800);
    // The same point every time, so repeated looks reveal nothing more.
    expect((await read(users.seeker)).location).toEqual(p.location);
  });

  it('is shared with someone once the owner writes to them, and only then', async () => {
    const p = await read(users.writtenTo);
    expect(p.exactAddress).toBe(true);
    expect(p.address).toBe('Flat 4B, Sai Residency');
    expect(p.location).toEqual(PIN);
  });

  it('is withheld in search results from everyone but the owner', async () => {
    const search = async (user: TestUser) => {
      const res = await t.app.inject({
        url: '/api/properties/search?city=Guntur',
        headers: as(user),
      });
      expect(res.statusCode).toBe(200);
      return res.json<PropertySearchResult>().properties.find((p) => p.id === listing.id)!;
    };
    expect((await search(users.owner)).address).toBe('Flat 4B, Sai Residency');
    const seen = await search(users.writtenTo);
    expect(seen.exactAddress).toBe(false);
    expect(seen.address).toBe('');
    expect(seen.location).toEqual(approximatePoint(listing.id, PIN));
  });
});

describe('approximatePoint', () => {
  it('stays within 800 m of the home for homes across India', () => {
    for (let i = 0; i < 500; i++) {
      const home = { lat: 8 + ((i * 0.0573) % 28), lng: 69 + ((i * 0.0917) % 28) };
      expect(metres(home, approximatePoint(`p${i}`, home))).toBeLessThan(800);
    }
  });
});
