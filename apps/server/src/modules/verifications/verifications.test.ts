import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminVerificationList,
  Notification,
  Property,
  PropertySearchResult,
  ProviderPage,
  PublicListing,
  ServiceList,
  Verification,
  VerificationState,
} from '@nivaas/shared';
import {
  as,
  makeUser,
  ADMIN_WITHOUT_SECOND_FACTOR,
  TEST_PASSWORD,
  type TestUser,
} from '../../../test/accounts';
import { makeAdmin } from '../../../test/admins';
import { makeImage, SVG_IMAGE } from '../../../test/images';
import { multipartBody } from '../../../test/multipart';
import { makeProperty } from '../../../test/properties';
import { addService } from '../../../test/services';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const send = (user: TestUser | null, url: string, data: Buffer, filename = 'bill.pdf') => {
  const { payload, headers } = multipartBody([
    { field: 'document', filename, contentType: 'application/pdf', data },
  ]);
  return t.app.inject({ method: 'POST', url, headers: { ...as(user), ...headers }, payload });
};
const get = (user: TestUser | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: as(user) });
const post = (user: TestUser | null, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: as(user), ...(payload ? { payload } : {}) });
const file = (user: TestUser | null, url: string) => get(user, new URL(url, 'http://x').pathname);
const notices = async (user: TestUser) =>
  (await get(user, '/api/notifications')).json<{ notifications: Notification[] }>().notifications;

describe('verified owners', () => {
  let owner: TestUser;
  let otherOwner: TestUser;
  let seeker: TestUser;
  let admin: TestUser;
  let halfAdmin: TestUser;
  let listing: Property;
  let document: Verification;
  beforeAll(async () => {
    [owner, otherOwner, seeker, admin, halfAdmin] = await Promise.all([
      makeUser(t.app, 'owner'),
      makeUser(t.app, 'owner'),
      makeUser(t.app, 'tenant'),
      makeAdmin(t.app),
      makeUser(t.app, ADMIN_WITHOUT_SECOND_FACTOR),
    ]);
    listing = await makeProperty(t.app, owner, { title: 'Banjara Hills 3BHK' });
  });

  it('only the listing’s owner may send a proof, judged by its bytes', async () => {
    const url = `/api/properties/${listing.id}/verification`;
    expect((await send(null, url, PDF)).statusCode).toBe(401);
    expect((await send(seeker, url, PDF)).statusCode).toBe(403);
    expect((await send(otherOwner, url, PDF)).statusCode).toBe(403);
    expect((await send(owner, url, SVG_IMAGE, 'bill.pdf')).statusCode).toBe(415);
    expect((await send(owner, url, Buffer.from('MZ not a pdf'), 'bill.pdf')).statusCode).toBe(415);
    expect((await send(owner, url, Buffer.alloc(6 * 1024 * 1024, 1))).statusCode).toBe(413);
    expect((await get(owner, url)).json<VerificationState>().verification).toBeNull();

    const res = await send(owner, url, PDF, 'tax receipt.pdf');
    expect(res.statusCode).toBe(201);
    document = res.json<{ verification: Verification }>().verification;
    expect(document).toMatchObject({ status: 'pending', fileName: 'tax receipt.pdf' });
    expect((await get(owner, url)).json<VerificationState>().verification?.id).toBe(document.id);
    // One at a time: a second while the first waits is refused.
    expect((await send(owner, url, PDF)).statusCode).toBe(409);
    expect((await get(otherOwner, url)).statusCode).toBe(403);
  });

  it('the document loads for its sender and admins only', async () => {
    expect((await file(owner, document.documentUrl)).statusCode).toBe(200);
    expect((await file(admin, document.documentUrl)).statusCode).toBe(200);
    for (const reader of [null, seeker, otherOwner, halfAdmin])
      expect((await file(reader, document.documentUrl)).statusCode).toBe(404);
    const page = await get(seeker, `/api/properties/${listing.id}`);
    expect(page.body).not.toContain(document.documentUrl);
    expect(page.body).not.toContain('verification_documents');
  });

  it('the queue is for admins who passed the second factor', async () => {
    for (const caller of [null, owner, seeker, halfAdmin])
      expect((await get(caller, '/api/admin/verifications')).statusCode).not.toBe(200);
    const queue = (await get(admin, '/api/admin/verifications')).json<AdminVerificationList>();
    const item = queue.items.find((i) => i.id === document.id);
    expect(item).toMatchObject({ subjectTitle: 'Banjara Hills 3BHK', sender: { id: owner.id } });
    expect((await post(owner, `/api/admin/verifications/${document.id}/approve`)).statusCode).toBe(
      403,
    );
  });

  it('a rejection tells the owner why, and lets them send another', async () => {
    const rejected = await post(admin, `/api/admin/verifications/${document.id}/reject`, {
      reason: 'The bill is for another address',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<{ verification: Verification }>().verification).toMatchObject({
      status: 'rejected',
      reason: 'The bill is for another address',
    });
    expect((await post(admin, `/api/admin/verifications/${document.id}/approve`)).statusCode).toBe(
      409,
    );
    const notice = (await notices(owner)).find((n) => n.type === 'verificationRejected');
    expect(notice?.data).toMatchObject({ reason: 'The bill is for another address' });
    const audit = await get(admin, '/api/admin/audit');
    expect(audit.body).toContain('verification.reject');
  });

  it('an approval makes the listing a verified owner’s, which search can filter to', async () => {
    const url = `/api/properties/${listing.id}/verification`;
    const again = (await send(owner, url, await makeImage('png'), 'bill.png')).json<{
      verification: Verification;
    }>().verification;
    expect(again.fileType).toBe('image');
    const plain = await makeProperty(t.app, owner, { title: 'Unverified flat' });
    expect((await post(admin, `/api/admin/verifications/${again.id}/approve`)).statusCode).toBe(
      200,
    );
    expect((await notices(owner)).some((n) => n.type === 'verificationApproved')).toBe(true);

    const page = (await get(seeker, `/api/properties/${listing.id}`)).json<Property>();
    expect(page.ownerVerified).toBe(true);
    const found = (
      await get(seeker, '/api/properties/search?verified=true&limit=50')
    ).json<PropertySearchResult>();
    const ids = found.properties.map((p) => p.id);
    expect(ids).toContain(listing.id);
    expect(ids).not.toContain(plain.id);
    expect(found.properties.every((p) => p.ownerVerified)).toBe(true);
    // The public preview a visitor reads says so too; an unverified listing's does not.
    const preview = (await get(null, `/api/public/properties/${listing.id}`)).json<PublicListing>();
    expect(preview.ownerVerified).toBe(true);
    const plainPreview = await get(null, `/api/public/properties/${plain.id}`);
    expect(plainPreview.json<PublicListing>().ownerVerified).toBeUndefined();
  });
});

describe('verified providers', () => {
  it('a provider sends an ID; once approved, the provider page says so', async () => {
    const [provider, other, admin] = await Promise.all([
      makeUser(t.app, 'service-provider'),
      makeUser(t.app, 'service-provider'),
      makeAdmin(t.app),
    ]);
    const url = '/api/me/provider-verification';
    expect((await send(other, url, PDF)).statusCode).toBe(201);
    const owner = await makeUser(t.app, 'owner');
    expect((await send(owner, url, PDF)).statusCode).toBe(403);
    const sent = (await send(provider, url, await makeImage('jpeg'), 'aadhaar.jpg')).json<{
      verification: Verification;
    }>().verification;
    expect((await file(provider, sent.documentUrl)).statusCode).toBe(200);
    expect((await file(other, sent.documentUrl)).statusCode).toBe(404);
    expect((await file(admin, sent.documentUrl)).statusCode).toBe(200);
    expect((await post(admin, `/api/admin/verifications/${sent.id}/approve`)).statusCode).toBe(200);
    expect((await get(provider, url)).json<VerificationState>().verification?.status).toBe(
      'approved',
    );
    const page = await get(null, `/api/service-providers/${provider.id}`);
    expect(page.json<{ provider: { verified?: boolean } }>().provider.verified).toBe(true);
    // Their service cards carry the badge, on their page and in the visitor's search.
    await addService(t, provider, { title: 'Verified tap repairs' });
    await addService(t, other, { title: 'Unverified tap repairs' });
    const cards = (await get(null, '/api/services?limit=50')).json<ServiceList>().items;
    expect(cards.find((c) => c.title === 'Verified tap repairs')?.providerVerified).toBe(true);
    expect(
      cards.find((c) => c.title === 'Unverified tap repairs')?.providerVerified,
    ).toBeUndefined();
    const own = (await get(null, `/api/service-providers/${provider.id}`)).json<ProviderPage>();
    expect(own.services.map((s) => s.providerVerified)).toEqual([true]);
  });
});

describe('a sender who deletes their account', () => {
  it('takes their documents with them: out of the queue, no longer served', async () => {
    const [provider, admin] = await Promise.all([
      makeUser(t.app, 'service-provider'),
      makeAdmin(t.app),
    ]);
    const sent = (await send(provider, '/api/me/provider-verification', PDF)).json<{
      verification: Verification;
    }>().verification;
    expect((await file(admin, sent.documentUrl)).statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'POST',
      url: '/api/me/account/deletion',
      headers: as(provider),
      payload: { password: TEST_PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const queue = (await get(admin, '/api/admin/verifications')).json<AdminVerificationList>();
    expect(queue.items.some((i) => i.id === sent.id)).toBe(false);
    expect((await file(admin, sent.documentUrl)).statusCode).toBe(404);
  });
});
