import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ROOMMATE_MESSAGES, type RoommateProfile, type RoomPhotoList } from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeImage, makeJpegWithGps, SVG_IMAGE } from '../../../test/images';
import { multipartBody, type FilePart } from '../../../test/multipart';
import { personWithProfile } from '../../../test/roommates';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const photo = (data: Buffer, filename = 'room.jpg'): FilePart => ({
  field: 'photos',
  filename,
  contentType: 'image/jpeg',
  data,
});
const upload = (user: TestUser, parts: FilePart[]) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/me/roommate-profile/photos',
    headers: { ...as(user), ...headers },
    payload,
  });
};
const fileAt = (url: string) =>
  t.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname });

describe('room photos', () => {
  let host: TestUser;
  beforeAll(async () => {
    host = await personWithProfile(t, {
      firstName: 'Host',
      alreadyHasRoom: true,
      roomDetails: { maximumCapacity: 3, numberOfRoommatesLiving: 1 },
    });
  });

  it('are cleaned like listing photos (WebP, at most 1280 wide, no GPS) and shown on the profile page', async () => {
    const res = await upload(host, [
      photo(await makeJpegWithGps()),
      photo(await makeImage('png', 3000, 2000)),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const { photos } = res.json<RoomPhotoList>();
    expect(photos).toHaveLength(2);
    expect(photos[1]).toMatchObject({ width: 1280, height: 853 });
    const file = await fileAt(photos[0]!.url);
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    const other = await makeUser(t.app, 'tenant');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/roommates/${host.id}`,
      headers: as(other),
    });
    expect(page.json<RoommateProfile>().roomPhotos?.map((p) => p.id)).toEqual(
      photos.map((p) => p.id),
    );
  });

  it('refuse what is not a photo (415) and more than 6 in all (400), keeping what was there', async () => {
    const svg = await upload(host, [photo(SVG_IMAGE, 'room.svg')]);
    expect(svg.statusCode).toBe(415);
    const png = await makeImage('png', 200, 200);
    const five = await upload(
      host,
      Array.from({ length: 5 }, () => photo(png)),
    );
    expect(five.statusCode, five.body).toBe(400);
    expect(Object.values(five.json().error.fields)).toContain(ROOMMATE_MESSAGES.photosTooMany);
    // Nothing of a refused request is kept.
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/me/roommate-profile',
      headers: as(host),
    });
    expect(page.json().profile.roomPhotos).toHaveLength(2);
    const four = await upload(
      host,
      Array.from({ length: 4 }, () => photo(png)),
    );
    expect(four.json<RoomPhotoList>().photos).toHaveLength(6);
    const seventh = await upload(host, [photo(png)]);
    expect(seventh.statusCode).toBe(400);
  });

  it('need a profile, and are removed only by their owner; deleting the profile deletes their files', async () => {
    const stranger = await makeUser(t.app, 'tenant');
    const none = await upload(stranger, [photo(await makeImage('png', 100, 100))]);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.reason).toBe('roommate.not-found');

    const mine = await personWithProfile(t, { firstName: 'Short-lived' });
    const { photos } = (
      await upload(mine, [photo(await makeImage('png', 300, 200))])
    ).json<RoomPhotoList>();
    const remove = (user: TestUser, id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/me/roommate-profile/photos/${id}`,
        headers: as(user),
      });
    const notYours = await remove(host, photos[0]!.id);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().error.reason).toBe('roommate.photo-not-found');
    expect((await fileAt(photos[0]!.url)).statusCode).toBe(200);

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/roommate-profile',
      headers: as(mine),
    });
    expect(del.statusCode).toBe(204);
    expect((await fileAt(photos[0]!.url)).statusCode).toBe(404);
  });
});
