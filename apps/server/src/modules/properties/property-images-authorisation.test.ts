import { beforeAll, describe, expect, it } from 'vitest';
import type { Property, PropertyImageList } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { ADMIN_WITHOUT_SECOND_FACTOR, as, makeUsers, type TestUser } from '../../../test/accounts';
import { makeImage } from '../../../test/images';
import { makeProperty } from '../../../test/properties';
import { addImages, storedImageFiles, uploadImages } from '../../../test/property-images';

const t = useTestApp();
let who: Record<Caller, TestUser | null>;
let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await makeImage('jpeg', 400, 300);
  who = {
    anonymous: null,
    ...(await makeUsers(t.app, {
      'owner of the record': 'owner',
      'another owner': 'owner',
      tenant: 'tenant',
      'service-provider': 'service-provider',
      admin: 'admin',
      [ADMIN_WITHOUT_SECOND_FACTOR]: ADMIN_WITHOUT_SECOND_FACTOR,
    })),
  };
});

type Caller =
  | 'anonymous'
  | 'owner of the record'
  | 'another owner'
  | 'tenant'
  | 'service-provider'
  | 'admin'
  | typeof ADMIN_WITHOUT_SECOND_FACTOR;
const NOT_YOURS = 'Permission denied. You can only update your own properties.';
const MATRIX: [Caller, 'allowed' | 401 | 403][] = [
  ['anonymous', 401],
  ['another owner', 403],
  ['tenant', 403],
  ['service-provider', 403],
  ['owner of the record', 'allowed'],
  ['admin', 'allowed'],
  [ADMIN_WITHOUT_SECOND_FACTOR, 403],
];

const recordOwner = () => who['owner of the record'] as TestUser;
const imageIds = async (propertyId: string) =>
  (
    await t.app.db
      .selectFrom('property_images')
      .select('id')
      .where('propertyId', '=', propertyId)
      .orderBy('position')
      .execute()
  ).map((r) => r.id);
const audits = async (id: string) =>
  (
    await t.app.db.selectFrom('audit_log').select('action').where('targetId', '=', id).execute()
  ).map((a) => a.action);
const refusal = (
  status: number,
  res: { statusCode: number; json: () => { error: { message: string } } },
) => {
  expect(res.statusCode).toBe(status);
  if (status === 403) expect(res.json().error.message).toBe(NOT_YOURS);
};

describe('POST /api/properties/:id/images', () => {
  it.each(MATRIX)('%s → %s', async (caller, outcome) => {
    const p = await makeProperty(t.app, recordOwner());
    const files = storedImageFiles(t).length;
    const res = await uploadImages(t, who[caller], p.id, [{ data: jpeg }]);
    if (outcome === 'allowed') {
      expect(res.statusCode).toBe(201);
      expect(res.json<PropertyImageList>().images).toHaveLength(1);
      expect(await imageIds(p.id)).toHaveLength(1);
      expect(storedImageFiles(t).length).toBe(files + 3);
    } else {
      refusal(outcome, res);
      expect(await imageIds(p.id)).toEqual([]);
      expect(storedImageFiles(t).length).toBe(files);
    }
    expect(await audits(p.id)).toEqual(caller === 'admin' ? ['property.images.add'] : []);
  });
});

describe('PATCH /api/properties/:id/images/order', () => {
  it.each(MATRIX)('%s → %s', async (caller, outcome) => {
    const p = await makeProperty(t.app, recordOwner());
    const before = (await addImages(t, recordOwner(), p.id, 2)).images.map((i) => i.id);
    const reversed = [...before].reverse();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/${p.id}/images/order`,
      headers: as(who[caller]),
      payload: { imageIds: reversed },
    });
    if (outcome === 'allowed') {
      expect(res.statusCode).toBe(200);
      expect(res.json<PropertyImageList>().images.map((i) => i.id)).toEqual(reversed);
      expect(await imageIds(p.id)).toEqual(reversed);
    } else {
      refusal(outcome, res);
      expect(await imageIds(p.id)).toEqual(before);
    }
    expect(await audits(p.id)).toEqual(caller === 'admin' ? ['property.images.order'] : []);
  });
});

describe('DELETE /api/properties/:id/images/:imageId', () => {
  it.each(MATRIX)('%s → %s', async (caller, outcome) => {
    const p = await makeProperty(t.app, recordOwner());
    const [first, second] = (await addImages(t, recordOwner(), p.id, 2)).images;
    const files = storedImageFiles(t).length;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${p.id}/images/${first!.id}`,
      headers: as(who[caller]),
    });
    if (outcome === 'allowed') {
      expect(res.statusCode).toBe(200);
      expect(res.json<PropertyImageList>().images.map((i) => i.id)).toEqual([second!.id]);
      expect(await imageIds(p.id)).toEqual([second!.id]);
      expect(storedImageFiles(t).length).toBe(files - 3);
    } else {
      refusal(outcome, res);
      expect(await imageIds(p.id)).toEqual([first!.id, second!.id]);
      expect(storedImageFiles(t).length).toBe(files);
    }
    expect(await audits(p.id)).toEqual(caller === 'admin' ? ['property.images.delete'] : []);
  });
});

describe('seeing photos', () => {
  it.each(MATRIX)('%s reads the photos with the listing (%s)', async (caller, outcome) => {
    const p = await makeProperty(t.app, recordOwner());
    const { images } = await addImages(t, recordOwner(), p.id, 2);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${p.id}`,
      headers: as(who[caller]),
    });
    if (outcome === 401) return expect(res.statusCode).toBe(401);
    expect(res.statusCode).toBe(200);
    expect(res.json<Property>().images).toEqual(images);
  });
});
