import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PropertyImageList, Report, ReportDetail } from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeImage } from '../../../test/images';
import { makeProperty } from '../../../test/properties';
import { uploadImages } from '../../../test/property-images';
import { useTestApp } from '../../../test/use-test-app';
import { scanAll } from './index';

const t = useTestApp();
let admin: TestUser;
beforeAll(async () => {
  admin = await makeUser(t.app, 'admin');
});

/** Every automatic report, through the admins' queue (every status). */
async function flags(): Promise<Report[]> {
  const all: Report[] = [];
  for (const status of ['open', 'assigned', 'resolved', 'dismissed']) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports?automatic=true&status=${status}`,
      headers: as(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    all.push(...res.json<{ items: Report[] }>().items);
  }
  return all;
}
const flagsOf = async (targetId: string) => (await flags()).filter((r) => r.targetId === targetId);

describe('a listing priced far below its market', () => {
  it('is flagged below 40 % of the median of 10 comparables, once, and held for review', async () => {
    const market = await makeUser(t.app, 'owner');
    for (let i = 0; i < 10; i++) await makeProperty(t.app, market, { rent: 12_000, bedrooms: 2 });
    const cheat = await makeUser(t.app, 'owner');
    const atForty = await makeProperty(t.app, cheat, { rent: 4_800, bedrooms: 2 });
    const cheap = await makeProperty(t.app, cheat, { rent: 4_500, bedrooms: 2 });
    expect(await flagsOf(atForty.id)).toEqual([]);
    const [flag, ...more] = await flagsOf(cheap.id);
    expect(more).toEqual([]);
    expect(flag).toMatchObject({
      targetType: 'listing',
      reason: 'scam',
      automatic: true,
      reporter: null,
      signals: ['price-below-median'],
      status: 'open',
    });
    expect(flag!.comment).toContain('38 % of the median ₹12,000 of 11 comparable listings');

    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${cheap.id}`,
      headers: as(cheat),
      payload: { rent: 4_000 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await flagsOf(cheap.id)).toHaveLength(1);
    // Held for review: its owner still sees it, nobody else does until an admin handles the flag.
    const seen = (user: TestUser) =>
      t.app.inject({ method: 'GET', url: `/api/properties/${cheap.id}`, headers: as(user) });
    expect((await seen(market)).statusCode).toBe(404);
    expect((await seen(cheat)).statusCode).toBe(200);
  });

  it('is not judged with only 9 comparables', async () => {
    const market = await makeUser(t.app, 'owner');
    for (let i = 0; i < 9; i++) await makeProperty(t.app, market, { rent: 20_000, bedrooms: 4 });
    const cheap = await makeProperty(t.app, await makeUser(t.app, 'owner'), {
      rent: 2_000,
      bedrooms: 4,
    });
    expect(await flagsOf(cheap.id)).toEqual([]);
  });
});

describe("a photo from another owner's listing", () => {
  it('flags the later copy, not the original nor the owner reusing their own photo', async () => {
    const photo = await makeImage('jpeg', 900, 600);
    const [owner, copier] = await Promise.all([makeUser(t.app, 'owner'), makeUser(t.app, 'owner')]);
    const first = await makeProperty(t.app, owner, { bedrooms: 1 });
    const own = await makeProperty(t.app, owner, { bedrooms: 1 });
    const copy = await makeProperty(t.app, copier, { bedrooms: 1 });
    for (const [who, id] of [
      [owner, first.id],
      [owner, own.id],
      [copier, copy.id],
    ] as const) {
      const res = await uploadImages(t, who, id, [{ data: photo }]);
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await flagsOf(first.id)).toEqual([]);
    expect(await flagsOf(own.id)).toEqual([]);
    const [flag] = await flagsOf(copy.id);
    expect(flag).toMatchObject({ signals: ['duplicate-photo'], automatic: true });
    expect(flag!.comment).toContain(first.id);
  });

  it('keeps what matched as details, and the admin report shows both photos with their listings', async () => {
    // Turned round, so it matches none of the other tests' photos.
    const picture = await sharp(await makeImage('jpeg', 800, 600))
      .rotate(180)
      .jpeg()
      .toBuffer();
    const [owner, copier] = await Promise.all([makeUser(t.app, 'owner'), makeUser(t.app, 'owner')]);
    const original = await makeProperty(t.app, owner, { bedrooms: 2, title: 'Garden flat' });
    const copy = await makeProperty(t.app, copier, { bedrooms: 2 });
    const photoOf = async (who: TestUser, id: string) => {
      const res = await uploadImages(t, who, id, [{ data: picture }]);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<PropertyImageList>().images[0]!;
    };
    const originalPhoto = await photoOf(owner, original.id);
    const copiedPhoto = await photoOf(copier, copy.id);

    const [flag] = await flagsOf(copy.id);
    expect(flag!.details).toEqual({
      kind: 'duplicate-photo',
      imageId: copiedPhoto.id,
      otherPropertyId: original.id,
      otherImageId: originalPhoto.id,
      bitsDiffer: 0,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/${flag!.id}`,
      headers: as(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { details, photoMatch } = res.json<ReportDetail>();
    expect(details).toEqual(flag!.details);
    expect(photoMatch).toEqual({
      photo: {
        propertyId: copy.id,
        title: copy.title,
        url: `/properties/${copy.id}`,
        image: copiedPhoto,
      },
      other: {
        propertyId: original.id,
        title: 'Garden flat',
        url: `/properties/${original.id}`,
        image: originalPhoto,
      },
    });
    // The copy is held for review: its photo still loads for the admin.
    for (const image of [originalPhoto, copiedPhoto]) {
      const file = await t.app.inject({ method: 'GET', url: image.cardUrl, headers: as(admin) });
      expect(file.statusCode).toBe(200);
    }
  });

  it('leaves a report from a person without details', async () => {
    const [owner, reporter] = await Promise.all([
      makeUser(t.app, 'owner'),
      makeUser(t.app, 'tenant'),
    ]);
    const listing = await makeProperty(t.app, owner, { bedrooms: 2 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: as(reporter),
      payload: { targetType: 'listing', targetId: listing.id, reason: 'wrong-info' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/${res.json<Report>().id}`,
      headers: as(admin),
    });
    expect(detail.json<ReportDetail>()).toMatchObject({ details: null });
    expect(detail.json<ReportDetail>().photoMatch).toBeUndefined();
  });
});

describe("an owner's phone number on many accounts", () => {
  const setPhone = (user: TestUser, phone: string) =>
    t.app.inject({ method: 'PATCH', url: '/api/profile', headers: as(user), payload: { phone } });

  it('flags the owner when 4 accounts share it, not 3', async () => {
    const people = await Promise.all([1, 2, 3, 4].map(() => makeUser(t.app, 'owner')));
    for (const p of people.slice(0, 3))
      expect((await setPhone(p, '9876500003')).statusCode).toBe(200);
    await makeProperty(t.app, people[0]!, { bedrooms: 3 });
    expect(await flagsOf(people[0]!.id)).toEqual([]);
    await setPhone(people[3]!, '9876500003');
    await makeProperty(t.app, people[0]!, { bedrooms: 3 });
    const [flag] = await flagsOf(people[0]!.id);
    expect(flag).toMatchObject({ targetType: 'user', signals: ['shared-phone'] });
    expect(flag!.comment).toContain('on 4 accounts');
  });
});

describe('the scan of everything', () => {
  it('finds what the events flagged and files nothing twice', async () => {
    const before = (await flags()).length;
    const scan = await scanAll(t.app.deps);
    expect(scan.findings.length).toBeGreaterThanOrEqual(3);
    expect(scan.filed).toBe(0);
    expect(await flags()).toHaveLength(before);
  });
});
