import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OwnerPropertyList, Property, Report } from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeAdmin } from '../../../test/admins';
import { makeProperty } from '../../../test/properties';
import { useTestApp } from '../../../test/use-test-app';

/**
 * A listing held for review (an open likely-scam flag), hidden by an admin, or of a suspended
 * owner is on no public surface: search, similar listings, landing pages and their structured
 * data, the sitemap, the preview. Its owner is told it is under review and why.
 */
const dist = mkdtempSync(path.join(tmpdir(), 'nivaas-public-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Built</title></head><body><div id="root"></div></body></html>',
);
const t = useTestApp({ env: { WEB_DIST: dist } });
let admin: TestUser;
let stranger: TestUser;
let cheat: TestUser;
let neighbour: Property;
let scam: Property;
let hiddenByAdmin: Property;
let ofSuspended: Property;

const get = (url: string, user: TestUser | null = null) =>
  t.app.inject({ method: 'GET', url, headers: user ? as(user) : {} });

/** Every listing id named by search, similar listings, the landing page and the sitemap. */
async function publicIds(): Promise<Record<string, string[]>> {
  const search = await get('/api/properties/search?city=Guntur&limit=50', stranger);
  const similar = await get(`/api/properties/${neighbour.id}/similar`, stranger);
  const landing = await get('/rent/guntur/apartment');
  const sitemap = await get('/sitemap.xml');
  for (const res of [search, similar, landing, sitemap]) expect(res.statusCode, res.body).toBe(200);
  const ldJson = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(landing.body)![1]!;
  return {
    search: search.json<{ properties: Property[] }>().properties.map((p) => p.id),
    similar: similar.json<{ properties: Property[] }>().properties.map((p) => p.id),
    landing: [...ldJson.matchAll(/\/rent\/guntur\/apartment\/([\w-]+)/g)].map((m) => m[1]!),
    sitemap: [...sitemap.body.matchAll(/\/rent\/guntur\/apartment\/([\w-]+)</g)].map((m) => m[1]!),
  };
}

beforeAll(async () => {
  admin = await makeAdmin(t.app);
  stranger = await makeUser(t.app, 'tenant');
  const market = await makeUser(t.app, 'owner');
  neighbour = await makeProperty(t.app, market, { type: 'apartment', rent: 12_000, bedrooms: 2 });
  for (let i = 0; i < 9; i++)
    await makeProperty(t.app, market, { type: 'apartment', rent: 12_000, bedrooms: 2 });
  cheat = await makeUser(t.app, 'owner');
  scam = await makeProperty(t.app, cheat, {
    type: 'apartment',
    rent: 4_000,
    bedrooms: 2,
    title: 'Guntur: 2 BHK, urgent, pay advance to book',
  });
  const other = await makeUser(t.app, 'owner');
  hiddenByAdmin = await makeProperty(t.app, other, { type: 'apartment', rent: 11_000 });
  const hide = await t.app.inject({
    method: 'POST',
    url: `/api/admin/properties/${hiddenByAdmin.id}/hide`,
    headers: as(admin),
    payload: { reason: 'Photos of another building' },
  });
  expect(hide.statusCode, hide.body).toBe(200);
  const suspended = await makeUser(t.app, 'owner');
  ofSuspended = await makeProperty(t.app, suspended, { type: 'apartment', rent: 13_000 });
  const suspend = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${suspended.id}/suspend`,
    headers: as(admin),
    payload: { reason: 'Asked tenants for advances' },
  });
  expect(suspend.statusCode, suspend.body).toBe(200);
});

describe('publicly visible listings', () => {
  it('leave out a listing held for review, hidden by an admin or of a suspended owner, everywhere', async () => {
    const ids = await publicIds();
    for (const [surface, list] of Object.entries(ids)) {
      if (surface !== 'similar') expect(list, surface).toContain(neighbour.id);
      for (const gone of [scam, hiddenByAdmin, ofSuspended])
        expect(list, `${surface}: ${gone.title}`).not.toContain(gone.id);
    }
    expect((await get(`/api/public/properties/${scam.id}`)).statusCode).toBe(404);
    expect((await get(`/rent/guntur/apartment/${scam.id}`)).body).not.toContain(scam.title);
    expect((await get(`/api/properties/${scam.id}`, stranger)).statusCode).toBe(404);
  });

  it('tell the owner of a held listing that it is under review, and why', async () => {
    const mine = await get('/api/owner/properties', cheat);
    expect(mine.statusCode).toBe(200);
    const listed = mine.json<OwnerPropertyList>().properties.find((p) => p.id === scam.id);
    expect(listed?.review).toEqual({ reasons: ['price-below-median'] });
    const page = await get(`/api/properties/${scam.id}`, cheat);
    expect(page.json<Property>().review).toEqual({ reasons: ['price-below-median'] });
    const fine = await get(`/api/properties/${neighbour.id}`, stranger);
    expect(fine.json<Property>().review).toBeNull();
  });

  it('bring a held listing back once an admin dismisses its flag', async () => {
    const queue = await get('/api/admin/reports?automatic=true&status=open', admin);
    const flag = queue.json<{ items: Report[] }>().items.find((r) => r.targetId === scam.id)!;
    const dismiss = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${flag.id}/dismiss`,
      headers: as(admin),
      payload: { note: 'A genuine offer: the owner explained the price' },
    });
    expect(dismiss.statusCode, dismiss.body).toBe(200);
    const ids = await publicIds();
    expect(ids.search).toContain(scam.id);
    expect(ids.sitemap).toContain(scam.id);
    expect((await get(`/api/public/properties/${scam.id}`)).statusCode).toBe(200);
    const page = await get(`/api/properties/${scam.id}`, cheat);
    expect(page.json<Property>().review).toBeNull();
  });
});
