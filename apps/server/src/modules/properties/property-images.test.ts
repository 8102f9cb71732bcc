import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PROPERTY_IMAGE_LIMITS,
  type Property,
  type PropertyImage,
  type PropertyImageList,
} from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeImage, makeJpegWithGps, SVG_IMAGE } from '../../../test/images';
import { multipartBody } from '../../../test/multipart';
import { makeProperty } from '../../../test/properties';
import { addImages, storedImageFiles, uploadImages } from '../../../test/property-images';

const t = useTestApp();
let owner: TestUser;
beforeAll(async () => {
  owner = await makeUser(t.app, 'owner');
});

const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
const metaOf = async (url: string) => {
  const res = await fetchFile(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  return sharp(res.rawPayload).metadata();
};
const rows = (propertyId: string) =>
  t.app.db.selectFrom('property_images').selectAll().where('propertyId', '=', propertyId).execute();

/** A listing with no photos, and the photo files stored before the call under test. */
async function freshListing() {
  const property = await makeProperty(t.app, owner);
  return { property, filesBefore: storedImageFiles(t) };
}

describe('POST /api/properties/:id/images', () => {
  it('stores several photos at once as WebP variants of 320, 800 and 1600 px, in the order sent', async () => {
    const { property } = await freshListing();
    const big = await makeImage('jpeg', 2400, 1800);
    const small = await makeImage('png', 500, 400);
    const res = await uploadImages(t, owner, property.id, [
      { data: big, filename: '../../etc/passwd.jpg' },
      { data: small, filename: 'small.png', contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const [first, second] = res.json<PropertyImageList>().images as [PropertyImage, PropertyImage];
    expect(first).toMatchObject({ width: 1600, height: 1200 });
    // One generated id per photo, with each variant's width in its name (the web app's service
    // worker keeps only the 320 px ones for offline use); nothing of the upload's name.
    const id = /^\/uploads\/property-images\/([A-Za-z0-9_-]{22})-320\.webp$/.exec(
      first.thumbnailUrl,
    )?.[1];
    expect(id).toBeDefined();
    expect(first.cardUrl).toBe(`/uploads/property-images/${id}-800.webp`);
    expect(first.url).toBe(`/uploads/property-images/${id}-1600.webp`);
    for (const url of [first.thumbnailUrl, first.cardUrl, first.url])
      expect(url).not.toContain('passwd');
    expect(await metaOf(first.thumbnailUrl)).toMatchObject({
      format: 'webp',
      width: 320,
      height: 240,
    });
    expect(await metaOf(first.cardUrl)).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(await metaOf(first.url)).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    // Never upscaled: a 500 px photo stays 500 px in the card and full variants.
    expect(second).toMatchObject({ width: 500, height: 400 });
    expect(await metaOf(second.thumbnailUrl)).toMatchObject({ width: 320, height: 256 });
    expect(await metaOf(second.cardUrl)).toMatchObject({ width: 500, height: 400 });
    expect(await metaOf(second.url)).toMatchObject({ width: 500, height: 400 });

    const listing = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${property.id}`,
      headers: as(owner),
    });
    expect(listing.json<Property>().images).toEqual([first, second]);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/owner/properties',
      headers: as(owner),
    });
    const listed = mine
      .json<{ properties: Property[] }>()
      .properties.find((p) => p.id === property.id);
    expect(listed?.images).toEqual([first, second]);
  });

  it.each(['jpeg', 'png', 'webp', 'avif', 'gif'] as const)(
    'accepts a %s photo, judged by its bytes',
    async (format) => {
      const { property } = await freshListing();
      const data = await makeImage(format, 300, 200);
      const res = await uploadImages(t, owner, property.id, [
        { data, filename: 'x.txt', contentType: 'text/plain' },
      ]);
      expect(res.statusCode).toBe(201);
      expect(await metaOf(res.json<PropertyImageList>().images[0]!.url)).toMatchObject({
        format: 'webp',
        width: 300,
      });
    },
  );

  it('keeps only the first frame of an animated GIF', async () => {
    const { property } = await freshListing();
    // Two frames stacked in one raw strip: red, then blue.
    const [w, h] = [200, 100];
    const pixels = Buffer.alloc(w * h * 2 * 3);
    for (let i = 0; i < w * h * 2; i++) pixels[i * 3 + (i < w * h ? 0 : 2)] = 255;
    const gif = await sharp(pixels, {
      raw: { width: w, height: h * 2, channels: 3, pageHeight: h },
    })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const res = await uploadImages(t, owner, property.id, [
      { data: gif, contentType: 'image/gif' },
    ]);
    expect(res.statusCode).toBe(201);
    const meta = await metaOf(res.json<PropertyImageList>().images[0]!.url);
    expect(meta).toMatchObject({ width: 200, height: 100 });
    expect(meta.pages ?? 1).toBe(1);
    const served = await fetchFile(res.json<PropertyImageList>().images[0]!.url);
    const [red, , blue] = (await sharp(served.rawPayload).stats()).channels.map((c) => c.mean);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(50);
  });

  it('strips EXIF and GPS metadata from every variant', async () => {
    const { property } = await freshListing();
    const photo = await makeJpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await uploadImages(t, owner, property.id, [{ data: photo }]);
    expect(res.statusCode).toBe(201);
    const image = res.json<PropertyImageList>().images[0]!;
    for (const url of [image.thumbnailUrl, image.cardUrl, image.url]) {
      const served = await fetchFile(url);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('NivaasPhone'))).toBe(false);
    }
  });

  it.each([
    ['a renamed executable', () => readFileSync('/bin/true'), 'house.jpg', 'image/jpeg'],
    ['an SVG (it can carry script)', () => SVG_IMAGE, 'plan.svg', 'image/svg+xml'],
    [
      'a cut-off JPEG',
      () => makeImage('jpeg').then((b) => b.subarray(0, 300)),
      'cut.jpg',
      'image/jpeg',
    ],
  ])('refuses %s with 415 and stores nothing', async (_what, data, filename, contentType) => {
    const { property, filesBefore } = await freshListing();
    const res = await uploadImages(t, owner, property.id, [
      { data: await data(), filename, contentType },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported-media-type');
    expect(await rows(property.id)).toEqual([]);
    expect(storedImageFiles(t)).toEqual(filesBefore);
  });

  it('refuses the whole request when one of several files is not a photo, leaving no variants behind', async () => {
    const { property, filesBefore } = await freshListing();
    const good = await makeImage('jpeg');
    const res = await uploadImages(t, owner, property.id, [
      { data: good },
      { data: good },
      { data: SVG_IMAGE },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await rows(property.id)).toEqual([]);
    expect(storedImageFiles(t)).toEqual(filesBefore);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const { property, filesBefore } = await freshListing();
    const jpeg = await makeImage('jpeg');
    const huge = Buffer.concat([
      jpeg,
      Buffer.alloc(PROPERTY_IMAGE_LIMITS.maxBytes + 1 - jpeg.length),
    ]);
    const res = await uploadImages(t, owner, property.id, [{ data: jpeg }, { data: huge }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'payload-too-large',
      message: 'Each photo must be at most 10 MB',
    });
    expect(await rows(property.id)).toEqual([]);
    expect(storedImageFiles(t)).toEqual(filesBefore);
  });

  it('refuses a photo beyond the 20th with 400 and stores nothing of the request', async () => {
    const { property } = await freshListing();
    await addImages(t, owner, property.id, 19);
    const filesBefore = storedImageFiles(t);
    const jpeg = await makeImage('jpeg', 200, 100);
    const res = await uploadImages(t, owner, property.id, [{ data: jpeg }, { data: jpeg }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ images: 'A property can have at most 20 photos' });
    expect(await rows(property.id)).toHaveLength(19);
    expect(storedImageFiles(t)).toEqual(filesBefore);
    expect((await uploadImages(t, owner, property.id, [{ data: jpeg }])).statusCode).toBe(201);
  });

  it('refuses 21 files in one request with 400', async () => {
    const { property, filesBefore } = await freshListing();
    const jpeg = await makeImage('jpeg', 120, 80);
    const res = await uploadImages(
      t,
      owner,
      property.id,
      Array.from({ length: 21 }, () => ({ data: jpeg })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ images: 'A property can have at most 20 photos' });
    expect(await rows(property.id)).toEqual([]);
    expect(storedImageFiles(t)).toEqual(filesBefore);
  });

  it('answers 400 with a field message when no file is sent, 415 to a JSON body, 400 to a broken body', async () => {
    const { property } = await freshListing();
    const { payload, headers } = multipartBody([{ field: 'note', value: 'no file' }]);
    const url = `/api/properties/${property.id}/images`;
    const empty = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...as(owner), ...headers },
      payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ images: 'This field is required' });
    const json = await t.app.inject({
      method: 'POST',
      url,
      headers: as(owner),
      payload: { url: 'https://evil.example/x.jpg' },
    });
    expect(json.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...as(owner), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload:
        '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\n\xff\xd8 cut off',
    });
    expect(broken.statusCode).toBe(400);
    expect(await rows(property.id)).toEqual([]);
  });

  it('answers 404 for a listing that does not exist', async () => {
    const res = await uploadImages(t, owner, 'no-such-listing', [
      { data: await makeImage('jpeg') },
    ]);
    expect(res.statusCode).toBe(404);
  });
});
