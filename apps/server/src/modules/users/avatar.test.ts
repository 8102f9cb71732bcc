import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_SIZE_PX, ROLES, type SessionUser } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeSettledUser as makeUser, type TestUser } from '../../../test/accounts';
import { multipartBody, type FilePart } from '../../../test/multipart';
import { makeImage, makeJpegWithGps, SVG_IMAGE } from '../../../test/images';

const t = useTestApp();
let png: Buffer;
beforeAll(async () => {
  png = await makeImage('png');
});

/** A PNG that declares `width`×`height` pixels in a few bytes (a decompression bomb's header). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (user: TestUser | null, file: Partial<FilePart> & { data: Buffer }) => {
  const { payload, headers } = multipartBody([
    { field: 'avatar', filename: 'me.png', contentType: 'image/png', ...file },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    headers: { ...as(user), ...headers },
    payload,
  });
};
const remove = (user: TestUser | null) =>
  t.app.inject({ method: 'DELETE', url: '/api/profile/avatar', headers: as(user) });
const row = (id: string) =>
  t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const uploadsDir = () => path.join(t.dataDir, 'uploads', 'avatars');
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });

describe('POST /api/profile/avatar', () => {
  it('stores a square WebP of the configured size under a generated name and serves it', async () => {
    const user = await makeUser(t.app, 'tenant');
    const res = await upload(user, { data: png, filename: '../../etc/passwd.png' });
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json<SessionUser>();
    expect(avatarUrl).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(avatarUrl).not.toContain('passwd');
    expect((await row(user.id)).avatarUrl).toBe(avatarUrl);

    const served = await fetchFile(avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });
  });

  it.each(['jpeg', 'webp', 'gif', 'avif'] as const)(
    'accepts a %s photo, judged by its bytes',
    async (format) => {
      const user = await makeUser(t.app, 'tenant');
      // The name and the claimed type lie; only the bytes count.
      const res = await upload(user, {
        data: await makeImage(format, 300, 500),
        filename: 'photo.txt',
        contentType: 'text/plain',
      });
      expect(res.statusCode).toBe(200);
      const served = await fetchFile(res.json<SessionUser>().avatarUrl);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: AVATAR_SIZE_PX,
        height: AVATAR_SIZE_PX,
      });
    },
  );

  it('drops EXIF and GPS metadata from a phone photo', async () => {
    const user = await makeUser(t.app, 'tenant');
    const photo = await makeJpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(user, {
      data: photo,
      filename: 'IMG_0001.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    const served = await fetchFile(res.json<SessionUser>().avatarUrl);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('NivaasPhone'))).toBe(false);
  });

  it.each([
    ['an SVG (it can carry script)', SVG_IMAGE, 'image/svg+xml', 'logo.svg'],
    ['text that claims to be a PNG', Buffer.from('definitely not an image'), 'image/png', 'me.png'],
    [
      'a PDF',
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
      'image/jpeg',
      'me.jpg',
    ],
  ])('refuses %s with 415 and changes nothing', async (_what, data, contentType, filename) => {
    const user = await makeUser(t.app, 'tenant');
    const files = storedFiles().length;
    const res = await upload(user, { data, contentType, filename });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported-media-type');
    expect((await row(user.id)).avatarUrl).toBeNull();
    expect(storedFiles().length).toBe(files);
  });

  it('refuses a truncated image with 415', async () => {
    const user = await makeUser(t.app, 'tenant');
    const res = await upload(user, { data: png.subarray(0, 200) });
    expect(res.statusCode).toBe(415);
    expect((await row(user.id)).avatarUrl).toBeNull();
  });

  it('refuses a file over 5 MB with 413 and changes nothing', async () => {
    const user = await makeUser(t.app, 'tenant');
    const files = storedFiles().length;
    const huge = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES + 1 - png.length)]);
    const res = await upload(user, { data: huge });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload-too-large');
    expect((await row(user.id)).avatarUrl).toBeNull();
    expect(storedFiles().length).toBe(files);
  });

  it('refuses a small file that would unpack to a huge picture with 413', async () => {
    const user = await makeUser(t.app, 'tenant');
    const res = await upload(user, { data: pngHeaderOnly(20_000, 20_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/megapixels/);
    expect((await row(user.id)).avatarUrl).toBeNull();
  });

  it('answers 400 with a field message when no file is sent', async () => {
    const user = await makeUser(t.app, 'tenant');
    const { payload, headers } = multipartBody([{ field: 'note', value: 'no file here' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...as(user), ...headers },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ avatar: 'This field is required' });
  });

  it('answers 415 to a JSON body', async () => {
    const user = await makeUser(t.app, 'tenant');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: as(user),
      payload: { avatarUrl: 'https://evil.example/x.png' },
    });
    expect(res.statusCode).toBe(415);
    expect((await row(user.id)).avatarUrl).toBeNull();
  });

  it('deletes the previous file when a new photo replaces it', async () => {
    const user = await makeUser(t.app, 'tenant');
    const first = (await upload(user, { data: png })).json<SessionUser>().avatarUrl;
    const second = (await upload(user, { data: await makeImage('jpeg') })).json<SessionUser>()
      .avatarUrl;
    expect(second).not.toBe(first);
    expect((await fetchFile(first)).statusCode).toBe(404);
    expect((await fetchFile(second)).statusCode).toBe(200);
  });

  it('leaves a photo from elsewhere (a Google picture) alone when replacing it', async () => {
    const user = await makeUser(t.app, 'tenant');
    await t.app.db
      .updateTable('users')
      .set({ avatarUrl: 'https://lh3.googleusercontent.com/a/photo' })
      .where('id', '=', user.id)
      .execute();
    const res = await upload(user, { data: png });
    expect(res.statusCode).toBe(200);
    expect(res.json<SessionUser>().avatarUrl).toMatch(/^\/uploads\/avatars\//);
  });
});

describe('DELETE /api/profile/avatar', () => {
  it('removes the photo and its file', async () => {
    const user = await makeUser(t.app, 'tenant');
    const avatarUrl = (await upload(user, { data: png })).json<SessionUser>().avatarUrl;
    const res = await remove(user);
    expect(res.statusCode).toBe(200);
    expect(res.json<SessionUser>().avatarUrl).toBe('');
    expect((await row(user.id)).avatarUrl).toBeNull();
    expect((await fetchFile(avatarUrl)).statusCode).toBe(404);
  });

  it('is harmless when there is no photo', async () => {
    const user = await makeUser(t.app, 'owner');
    const res = await remove(user);
    expect(res.statusCode).toBe(200);
    expect(res.json<SessionUser>().avatarUrl).toBe('');
  });
});

describe('avatar authorisation', () => {
  it('answers 401 to a signed-out caller for upload and removal', async () => {
    const up = await upload(null, { data: png });
    expect(up.statusCode).toBe(401);
    expect(up.json().error.message).toBe('No user logged in');
    expect((await remove(null)).statusCode).toBe(401);
  });

  it.each(ROLES)('lets a %s change and remove only their own photo', async (role) => {
    const user = await makeUser(t.app, role);
    const bystander = await makeUser(t.app, 'tenant');
    const theirs = (await upload(bystander, { data: png })).json<SessionUser>().avatarUrl;
    const up = await upload(user, { data: png });
    expect(up.statusCode).toBe(200);
    expect((await row(user.id)).avatarUrl).toBe(up.json<SessionUser>().avatarUrl);
    expect((await remove(user)).statusCode).toBe(200);
    expect((await row(user.id)).avatarUrl).toBeNull();
    expect((await row(bystander.id)).avatarUrl).toBe(theirs);
    expect((await fetchFile(theirs)).statusCode).toBe(200);
  });

  it('does not serve anything outside the uploads folder', async () => {
    writeFileSync(path.join(t.dataDir, 'auth-secret'), 'secret-that-must-stay-home');
    const secret = readFileSync(path.join(t.dataDir, 'auth-secret'), 'utf8');
    for (const url of [
      '/uploads/../auth-secret',
      '/uploads/%2e%2e/auth-secret',
      '/uploads/..%2fauth-secret',
      '/uploads/avatars/',
      '/uploads/',
    ]) {
      const res = await fetchFile(url);
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.body).not.toContain(secret.trim());
    }
  });
});
