import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_SIZE_PX, type SessionUser, type Verification } from '@nivaas/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeAdmin } from '../../../test/admins';
import { makeProperty } from '../../../test/properties';
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

  it('keeps a chat PDF as a download under its cleaned name', async () => {
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

  it('serves no public folder’s file at /uploads/* (the bucket serves those)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/avatars/anything.webp' });
    expect(res.statusCode).toBe(404);
  });
});

describe('S3 storage of verification documents (private)', () => {
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  const sendProof = async (owner: TestUser, propertyId: string) => {
    const { payload, headers } = multipartBody([
      { field: 'document', filename: 'tax receipt.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/properties/${propertyId}/verification`,
      headers: { ...as(owner), ...headers },
      payload,
    });
  };

  it('keeps the proof in the bucket without a public ACL or shared cache, and gives it no bucket URL', async () => {
    const owner = await makeUser(t.app, 'owner');
    const listing = await makeProperty(t.app, owner, { title: 'Kondapur 2BHK' });
    const res = await sendProof(owner, listing.id);
    expect(res.statusCode).toBe(201);
    const { documentUrl } = res.json<{ verification: Verification }>().verification;
    // This server's guarded route, never the bucket's (or its CDN's) address.
    expect(documentUrl).toMatch(/^\/uploads\/verification_documents\/[A-Za-z0-9_-]{16,64}\.pdf$/);
    expect(documentUrl).not.toContain(PUBLIC);
    const key = documentUrl.slice('/uploads/'.length);
    const put = s3.requests.find((r) => r.method === 'PUT' && r.path === `/nivaas-test/${key}`)!;
    expect(put).toBeDefined();
    expect(put.headers['x-amz-acl']).toBeUndefined();
    expect(Object.keys(put.headers).filter((h) => h.startsWith('x-amz-grant'))).toEqual([]);
    expect(put.headers['cache-control']).toBe('private, no-store');
    expect(s3.objects.get(`/nivaas-test/${key}`)!.body.equals(PDF)).toBe(true);
  });

  it('serves the proof from the bucket only to its sender and to admins, as a download', async () => {
    const [owner, other, seeker, admin] = await Promise.all([
      makeUser(t.app, 'owner'),
      makeUser(t.app, 'owner'),
      makeUser(t.app, 'tenant'),
      makeAdmin(t.app),
    ]);
    const listing = await makeProperty(t.app, owner, { title: 'Madhapur 1BHK' });
    const { documentUrl } = (await sendProof(owner, listing.id)).json<{
      verification: Verification;
    }>().verification;
    const load = (who: TestUser | null) =>
      t.app.inject({ method: 'GET', url: documentUrl, headers: as(who) });
    for (const who of [owner, admin]) {
      const res = await load(who);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-disposition']).toContain(
        'attachment; filename="tax receipt.pdf"',
      );
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const reads = s3.requests.filter((r) => r.method === 'GET').length;
    for (const who of [null, other, seeker]) {
      const res = await load(who);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('%PDF');
    }
    // Refused before the bucket is asked.
    expect(s3.requests.filter((r) => r.method === 'GET').length).toBe(reads);
    // A public folder's key is not served here either (the bucket serves those).
    const page = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
    expect(page.body).not.toContain('verification_documents');
  });
});

describe('S3 storage of chat attachments (private)', () => {
  it('keeps a chat photo in the bucket with no bucket URL and serves it only to the two participants', async () => {
    const [seeker, owner, stranger] = await Promise.all([
      makeUser(t.app, 'tenant'),
      makeUser(t.app, 'owner'),
      makeUser(t.app, 'tenant'),
    ]);
    const thread = await openThread(t, seeker, { userId: owner.id });
    const { payload, headers } = multipartBody([
      {
        field: 'file',
        filename: 'flat.png',
        contentType: 'image/png',
        data: await makeImage('png'),
      },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${thread.id}/attachments?clientKey=${newId()}`,
      headers: { ...as(owner), ...headers },
      payload,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.body).not.toContain(PUBLIC);
    expect(sent.body).not.toContain(s3.endpoint);
    const url = sent.json<{ message: { attachments: { url: string }[] } }>().message.attachments[0]!
      .url;
    expect(url).toMatch(
      new RegExp(`^/uploads/chat_attachments/${thread.id}/[A-Za-z0-9_-]{16,64}\\.webp$`),
    );
    const key = url.slice('/uploads/'.length);
    const put = s3.requests.find((r) => r.method === 'PUT' && r.path === `/nivaas-test/${key}`)!;
    expect(put.headers['x-amz-acl']).toBeUndefined();
    expect(put.headers['cache-control']).toBe('private, no-store');
    // The thread as read later carries this server's address only, too.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${thread.id}/messages`,
      headers: as(seeker),
    });
    expect(read.body).toContain(url);
    expect(read.body).not.toContain(PUBLIC);

    const load = (who: TestUser | null) => t.app.inject({ method: 'GET', url, headers: as(who) });
    for (const participant of [seeker, owner]) {
      const res = await load(participant);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    }
    const reads = s3.requests.filter((r) => r.method === 'GET').length;
    expect((await load(stranger)).statusCode).toBe(404);
    expect((await load(null)).statusCode).toBe(401);
    // Refused before the bucket is asked.
    expect(s3.requests.filter((r) => r.method === 'GET').length).toBe(reads);
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
