import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@nivaas/shared';
import { makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { personWithProfile } from '../../../test/roommates';
import { addService } from '../../../test/services';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();
let open: Property;
let hidden: Property;
let provider: TestUser;
let idle: TestUser;

describe('the sitemap', () => {
  beforeAll(async () => {
    const owner = await makeUser(t.app, 'owner');
    open = await makeProperty(t.app, owner, { type: 'apartment' });
    hidden = await makeProperty(t.app, owner, {
      type: 'villa',
      listingType: 'sale',
      salePrice: 9_500_000,
      rent: undefined,
      status: 'inactive',
    });
    await personWithProfile(t, { collegeName: 'IIT Madras' });
    await personWithProfile(t, { collegeName: 'Hidden College', paused: true });
    provider = await makeUser(t.app, 'service-provider');
    idle = await makeUser(t.app, 'service-provider');
    await addService(t, provider, {
      category: 'moving',
      subcategory: 'packing',
      serviceLocations: [{ city: 'chennai', subLocalities: [] }],
    });
  });

  it('lists home, landing pages with open listings and colleges with open profiles, nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain('/');
    expect(locs).toContain('/rent/guntur/apartment');
    expect(locs).toContain(`/rent/guntur/apartment/${open.id}`);
    expect(locs.some((l) => l.endsWith(hidden.id))).toBe(false);
    expect(locs).toContain('/roommates/iit-madras');
    expect(locs).toContain('/services/moving/chennai');
    expect(locs).not.toContain('/services/cleaning/chennai');
    // Home services and the page of each provider with a listed service.
    expect(locs).toContain('/services');
    expect(locs).toContain(`/service-providers/${provider.id}`);
    expect(locs).not.toContain(`/service-providers/${idle.id}`);
    // An inactive listing's page and a paused profile's college are not public pages.
    expect(locs).not.toContain('/buy/guntur/villa');
    expect(locs).not.toContain('/roommates/hidden-college');
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
