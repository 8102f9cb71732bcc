import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_SIZE_PX, type SessionUser } from '@nivaas/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { multipartBody } from '../../../test/multipart';
import { makeImage } from '../../../test/images';
import { startFakeS3 } from '../../../test/fake-s3';
import { openThread } from '../../../test/conversations';
import { newId } from '../../lib/ids';
import { publicBaseUrl } from './s3-storage';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let t: TestApp;
let user: TestUser;
const PUBLIC = 'https://cdn.nivaas.example/media';

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await buildTestApp({
    env: {
      S3_BUCKET: 'nivaas-test',
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'TESTKEY',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
      S3_PUBLIC_URL: PUBLIC,
    },
  });
  user = await makeUser(t.app, 'tenant');
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const upload = async (data: Buffer) => {
  const { payload, headers } = multipartBody([
    { field: 'avatar', filename: 'me.png', contentType: 'image/png', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    headers: { ...as(user), ...headers },
    payload,
  });
};

describe('S3 storage', () => {
  it('puts the avatar in the bucket, signed, with its type and a long cache, and links the public URL', async () => {
    const res = await upload(await makeImage('png'));
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json<SessionUser>();
    expect(avatarUrl).toMatch(new RegExp(`^${PUBLIC}/avatars/[A-Za-z0-9_-]{22}\\.webp$`));
    const key = avatarUrl.slice(PUBLIC.length + 1);
    const put = s3.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe(`/nivaas-test/${key}`);
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(put.headers.authorization)).toMatch(
      /^AWS4-HMAC-SHA256 Credential=TESTKEY\/\d{8}\/ap-south-1\/s3\/aws4_request/,
    );
    const stored = s3.objects.get(`/nivaas-test/${key}`)!;
    expect(await sharp(stored.body).metadata()).toMatchObject({
      format: 'webp',
      width: AVATAR_SIZE_PX,
      height: AVATAR_SIZE_PX,
    });
  });

  it('deletes the old object when the photo is replaced, and on removal', async () => {
    const first = (await upload(await makeImage('png'))).json<SessionUser>().avatarUrl;
    const second = (await upload(await makeImage('jpeg'))).json<SessionUser>().avatarUrl;
    const firstPath = `/nivaas-test/${first.slice(PUBLIC.length + 1)}`;
    const secondPath = `/nivaas-test/${second.slice(PUBLIC.length + 1)}`;
    expect(s3.requests.some((r) => r.method === 'DELETE' && r.path === firstPath)).toBe(true);
    expect(s3.objects.has(firstPath)).toBe(false);
    expect(s3.objects.has(secondPath)).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: as(user),
    });
    expect(res.statusCode).toBe(200);
    expect(s3.objects.has(secondPath)).toBe(false);
  });

  it('keeps a chat PDF as a download under its cleaned name (the bucket serves it)', async () => {
    const owner = await makeUser(t.app, 'owner');
    const thread = await openThread({ app: t.app }, user, { userId: owner.id });
    const { payload, headers } = multipartBody([
      {
        field: 'file',
        filename: 'lease\u202efdp.exe',
        contentType: 'application/pdf',
        data: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${thread.id}/attachments?clientKey=${newId()}`,
      headers: { ...as(user), ...headers },
      payload,
    });
    expect(res.statusCode).toBe(201);
    const put = s3.requests.filter((r) => r.method === 'PUT').at(-1)!;
    expect(put.path).toMatch(/\.pdf$/);
    expect(put.headers['content-disposition']).toBe(
      `attachment; filename="leasefdp.exe.pdf"; filename*=UTF-8''leasefdp.exe.pdf`,
    );
  });

  it('serves nothing at /uploads/* (the bucket serves the files)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/avatars/anything.webp' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the public URL of a bucket', () => {
  it('is S3_PUBLIC_URL when set, else the endpoint path, else AWS', () => {
    expect(
      publicBaseUrl({ bucket: 'b', region: 'ap-south-1', publicUrl: 'https://cdn.example/x/' }),
    ).toBe('https://cdn.example/x');
    expect(
      publicBaseUrl({ bucket: 'b', region: 'ap-south-1', endpoint: 'http://127.0.0.1:9000' }),
    ).toBe('http://127.0.0.1:9000/b');
    expect(publicBaseUrl({ bucket: 'b', region: 'ap-south-1' })).toBe(
      'https://b.s3.ap-south-1.amazonaws.com',
    );
  });
});
