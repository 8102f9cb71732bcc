import { describe, expect, it } from 'vitest';
import type {
  PropertySearchResult,
  PublicListing,
  RoommateList,
  ServiceList,
} from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { TEST_ORIGIN } from '../../../test/build-test-app';
import { makeProperty } from '../../../test/properties';
import { personWithProfile } from '../../../test/roommates';
import { addService } from '../../../test/services';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

/** `user` adds a number on their profile and enters the code the dev outbox holds for it. */
async function verifyPhone(user: TestUser, e164: string) {
  const send = await t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/send-otp',
    headers: as(user),
    payload: { phoneNumber: e164 },
  });
  expect(send.statusCode, send.body).toBe(200);
  const sms = await t.app.db
    .selectFrom('outbox_mails')
    .select('text')
    .where('to', '=', e164)
    .orderBy('createdAt', 'desc')
    .executeTakeFirstOrThrow();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/verify',
    headers: { ...as(user), origin: TEST_ORIGIN },
    payload: { phoneNumber: e164, code: /\d{6}/.exec(sms.text)?.[0], updatePhoneNumber: true },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const get = (user: TestUser | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: as(user) });

describe('"Phone verified"', () => {
  it('shows on a provider page once the provider verified a number, not before', async () => {
    const provider = await makeUser(t.app, 'service-provider');
    const before = await get(null, `/api/service-providers/${provider.id}`);
    expect(before.json()).toMatchObject({ provider: { phoneVerified: false } });
    await verifyPhone(provider, '+919876512345');
    const after = await get(null, `/api/service-providers/${provider.id}`);
    expect(after.json()).toMatchObject({ provider: { phoneVerified: true } });
  });

  it('shows on the roommate cards of people who verified their number, for members and visitors', async () => {
    const verified = await personWithProfile(t, { firstName: 'Vani' });
    const plain = await personWithProfile(t, { firstName: 'Pavan' });
    await verifyPhone(verified, '+919876512346');
    const viewer = await makeUser(t.app, 'tenant');
    const list = (await get(viewer, '/api/roommates')).json<RoommateList>();
    const card = (id: string) => list.items.find((c) => c.userId === id);
    expect(card(verified.id)?.phoneVerified).toBe(true);
    expect(card(plain.id)?.phoneVerified).toBe(false);
  });

  it('shows on the public profile (and so on the listing owner card)', async () => {
    const owner = await makeUser(t.app, 'owner');
    const viewer = await makeUser(t.app, 'tenant');
    expect((await get(viewer, `/api/users/${owner.id}`)).json()).toMatchObject({
      phoneVerified: false,
    });
    await verifyPhone(owner, '+919876512347');
    expect((await get(viewer, `/api/users/${owner.id}`)).json()).toMatchObject({
      phoneVerified: true,
    });
  });

  it("shows on a listing's public preview and on service cards, for visitors", async () => {
    const owner = await makeUser(t.app, 'owner');
    const listing = await makeProperty(t.app, owner, { title: 'Preview of a verified number' });
    const preview = async () =>
      (await get(null, `/api/public/properties/${listing.id}`)).json<PublicListing>();
    expect((await preview()).ownerPhoneVerified).toBeUndefined();
    await verifyPhone(owner, '+919876512348');
    expect((await preview()).ownerPhoneVerified).toBe(true);
    // And on the search's cards, which the landing pages show.
    const plain = await makeProperty(t.app, await makeUser(t.app, 'owner'), {
      title: 'Preview of an unverified number',
    });
    const hits = (await get(null, '/api/properties/search?limit=50')).json<PropertySearchResult>();
    const hit = (id: string) => hits.properties.find((p) => p.id === id);
    expect(hit(listing.id)?.ownerPhoneVerified).toBe(true);
    expect(hit(plain.id)).toBeDefined();
    expect(hit(plain.id)?.ownerPhoneVerified).toBeUndefined();

    const provider = await makeUser(t.app, 'service-provider');
    await addService(t, provider, { title: 'Sofa shampoo by a verified number' });
    const card = async () =>
      (await get(null, '/api/services?limit=50'))
        .json<ServiceList>()
        .items.find((c) => c.providerId === provider.id);
    expect((await card())?.providerPhoneVerified).toBeUndefined();
    await verifyPhone(provider, '+919876512349');
    expect((await card())?.providerPhoneVerified).toBe(true);
  });
});
