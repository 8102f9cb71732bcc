import { beforeAll, describe, expect, it } from 'vitest';
import type { Property, PropertyImageList } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { addImages, storedImageFiles } from '../../../test/property-images';

const t = useTestApp();
let owner: TestUser;
beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
});

const ORDER_MESSAGE = "List each of the property's photos exactly once";
const fileName = (url: string) => url.split('/').pop() as string;
const filesOf = (list: PropertyImageList) =>
  list.images.flatMap((i) => [i.thumbnailUrl, i.cardUrl, i.url].map(fileName));
const order = (propertyId: string, imageIds: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/properties/${propertyId}/images/order`,
    headers: as(owner),
    payload: { imageIds },
  });
const getListing = async (id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers: as(owner) })
  ).json<Property>();

describe('PATCH /api/properties/:id/images/order', () => {
  it('puts the photos in the given order; the first becomes the cover', async () => {
    const property = await makeProperty(t.app, owner);
    const ids = (await addImages(t, owner, property.id, 3)).images.map((i) => i.id);
    const wanted = [ids[2]!, ids[0]!, ids[1]!];
    const res = await order(property.id, wanted);
    expect(res.statusCode).toBe(200);
    expect(res.json<PropertyImageList>().images.map((i) => i.id)).toEqual(wanted);
    expect((await getListing(property.id)).images.map((i) => i.id)).toEqual(wanted);
  });

  it("refuses a list that is not exactly the listing's photos with 400 and changes nothing", async () => {
    const property = await makeProperty(t.app, owner);
    const other = await makeProperty(t.app, owner);
    const ids = (await addImages(t, owner, property.id, 2)).images.map((i) => i.id);
    const foreign = (await addImages(t, owner, other.id, 1)).images[0]!.id;
    const bodies: [string, unknown][] = [
      ['a photo of another listing', [ids[1], foreign]],
      ['a photo of another listing added', [ids[1], ids[0], foreign]],
      ['one missing', [ids[1]]],
      ['one twice', [ids[1], ids[1]]],
      ['an unknown id', [ids[1], 'no-such-photo']],
      ['an empty list', []],
      ['not a list', 'x'],
    ];
    for (const [what, imageIds] of bodies) {
      const res = await order(property.id, imageIds);
      expect(res.statusCode, what).toBe(400);
      expect(Object.values(res.json().error.fields as Record<string, string>), what).toContain(
        ORDER_MESSAGE,
      );
    }
    expect((await getListing(property.id)).images.map((i) => i.id)).toEqual(ids);
    expect((await getListing(other.id)).images.map((i) => i.id)).toEqual([foreign]);
  });
});

describe('DELETE /api/properties/:id/images/:imageId', () => {
  it('removes the photo and its three files; the next photo becomes the cover', async () => {
    const property = await makeProperty(t.app, owner);
    const list = await addImages(t, owner, property.id, 2);
    const [cover, next] = list.images;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${property.id}/images/${cover!.id}`,
      headers: as(owner),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<PropertyImageList>().images).toEqual([next]);
    const files = storedImageFiles(t);
    for (const name of filesOf({ images: [cover!] })) expect(files).not.toContain(name);
    for (const name of filesOf({ images: [next!] })) expect(files).toContain(name);
    expect((await t.app.inject({ method: 'GET', url: cover!.url })).statusCode).toBe(404);
    expect((await getListing(property.id)).images[0]?.id).toBe(next!.id);
  });

  it("answers 404 for a photo that is not one of this listing's, and removes nothing", async () => {
    const property = await makeProperty(t.app, owner);
    const other = await makeProperty(t.app, owner);
    const mine = await addImages(t, owner, property.id, 1);
    const theirs = await addImages(t, owner, other.id, 1);
    const filesBefore = storedImageFiles(t);
    for (const imageId of [theirs.images[0]!.id, 'no-such-photo']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/properties/${property.id}/images/${imageId}`,
        headers: as(owner),
      });
      expect(res.statusCode).toBe(404);
    }
    expect(storedImageFiles(t)).toEqual(filesBefore);
    expect((await getListing(property.id)).images).toEqual(mine.images);
    expect((await getListing(other.id)).images).toEqual(theirs.images);
  });
});

describe('DELETE /api/properties/:id', () => {
  it("removes the listing's photo rows and files, and only those", async () => {
    const property = await makeProperty(t.app, owner);
    const other = await makeProperty(t.app, owner);
    const gone = await addImages(t, owner, property.id, 2);
    const kept = await addImages(t, owner, other.id, 1);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/${property.id}`,
      headers: as(owner),
    });
    expect(res.statusCode).toBe(204);
    const files = storedImageFiles(t);
    for (const name of filesOf(gone)) expect(files).not.toContain(name);
    for (const name of filesOf(kept)) expect(files).toContain(name);
    const rows = await t.app.db
      .selectFrom('property_images')
      .select('id')
      .where('propertyId', '=', property.id)
      .execute();
    expect(rows).toEqual([]);
    expect((await getListing(other.id)).images).toEqual(kept.images);
  });
});
