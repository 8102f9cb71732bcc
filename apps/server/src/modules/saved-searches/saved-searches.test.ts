import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationTarget,
  type Notification,
  type SavedSearch,
  type SavedSearchList,
} from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import {
  ADMIN_WITHOUT_SECOND_FACTOR,
  as,
  makePhoneUser,
  makeUsers,
  type TestUser,
} from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { startPushService } from '../../../test/push-endpoint';
import { sendDigests } from './index';
import { unsubscribeToken } from './unsubscribe-token';
import { deliveriesSent } from '../../plugins/deliveries/deliveries';

const t = useTestApp({ env: { SAVED_SEARCH_DIGEST_INTERVAL_MS: '0' } });
let seeker: TestUser;
let other: TestUser;
let owner: TestUser;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  service = await startPushService();
  ({ seeker, other, owner } = await makeUsers(t.app, {
    seeker: 'tenant',
    other: 'tenant',
    owner: 'owner',
  }));
});
afterAll(() => service.close());

const send = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: as(user),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });

async function save(user: TestUser, query: string, alertMode = 'instant', name = 'Guntur 2BHK') {
  const res = await send(user, 'POST', '/api/saved-searches', { name, query, alertMode });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SavedSearch>();
}

const matchNotices = async (user: TestUser) =>
  (await send(user, 'GET', '/api/notifications'))
    .json<{ notifications: Notification[] }>()
    .notifications.filter((n) => n.type === 'savedSearchMatch');

const digestNotices = async (user: TestUser) =>
  (await send(user, 'GET', '/api/notifications'))
    .json<{ notifications: Notification[] }>()
    .notifications.filter((n) => n.type === 'savedSearchDigest');

const waitingAlerts = (savedSearchId: string) =>
  t.database.db
    .selectFrom('saved_search_alerts')
    .select('propertyId')
    .where('savedSearchId', '=', savedSearchId)
    .where('mailedAt', 'is', null)
    .execute();

const mailsTo = async (to: string) => {
  await deliveriesSent(t.app.bus);
  return t.database.db.selectFrom('outbox_mails').selectAll().where('to', '=', to).execute();
};

describe('saved searches belong to their owner', () => {
  it('saves, lists, renames, changes the alert of and deletes a search', async () => {
    const saved = await save(seeker, 'city=guntur&bedrooms=2&cursor=abc&limit=10');
    expect(saved).toMatchObject({ name: 'Guntur 2BHK', alertMode: 'instant' });
    expect(saved.query).toBe('city=guntur&bedrooms=2');
    const list = (await send(seeker, 'GET', '/api/saved-searches')).json<SavedSearchList>();
    expect(list.savedSearches.map((s) => s.id)).toContain(saved.id);

    const renamed = await send(seeker, 'PATCH', `/api/saved-searches/${saved.id}`, {
      name: 'Near work',
      alertMode: 'daily',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Near work', alertMode: 'daily' });

    expect((await send(seeker, 'DELETE', `/api/saved-searches/${saved.id}`)).statusCode).toBe(204);
    const after = (await send(seeker, 'GET', '/api/saved-searches')).json<SavedSearchList>();
    expect(after.savedSearches.map((s) => s.id)).not.toContain(saved.id);
  });

  it("never shows or changes another person's search", async () => {
    const saved = await save(seeker, 'city=Guntur');
    const theirs = (await send(other, 'GET', '/api/saved-searches')).json<SavedSearchList>();
    expect(theirs.savedSearches.map((s) => s.id)).not.toContain(saved.id);
    const patch = await send(other, 'PATCH', `/api/saved-searches/${saved.id}`, { name: 'Mine' });
    expect(patch.statusCode).toBe(404);
    expect((await send(other, 'DELETE', `/api/saved-searches/${saved.id}`)).statusCode).toBe(404);
    expect((await send(null, 'GET', '/api/saved-searches')).statusCode).toBe(401);
    await send(seeker, 'DELETE', `/api/saved-searches/${saved.id}`);
  });

  it('refuses a search the search page would refuse, and an empty name', async () => {
    const bad = await send(seeker, 'POST', '/api/saved-searches', {
      name: 'x',
      query: 'bedrooms=many',
    });
    expect(bad.statusCode).toBe(400);
    const nowhere = await send(seeker, 'POST', '/api/saved-searches', {
      name: 'x',
      query: 'city=Guntur&near=Atlantis',
    });
    expect(nowhere.statusCode).toBe(400);
    const unnamed = await send(seeker, 'POST', '/api/saved-searches', {
      name: '  ',
      query: 'city=Guntur',
    });
    expect(unnamed.statusCode).toBe(400);
  });
});

describe('who may do what with a saved search (authorisation matrix)', () => {
  type Caller =
    'anonymous' | 'owner of the record' | 'tenant' | 'owner' | 'service-provider' | 'admin';
  let who: Record<Caller, TestUser | null>;
  let record: SavedSearch;
  beforeAll(async () => {
    who = {
      anonymous: null,
      ...(await makeUsers(t.app, {
        'owner of the record': 'tenant',
        tenant: 'tenant',
        owner: 'owner',
        'service-provider': 'service-provider',
        admin: ADMIN_WITHOUT_SECOND_FACTOR,
      })),
    };
    record = await save(who['owner of the record']!, 'city=Guntur&bedrooms=3');
  });

  const expected: Record<Caller, { read: number; change: number }> = {
    anonymous: { read: 401, change: 401 },
    'owner of the record': { read: 200, change: 200 },
    tenant: { read: 404, change: 404 },
    owner: { read: 404, change: 404 },
    'service-provider': { read: 404, change: 404 },
    admin: { read: 404, change: 404 },
  };

  it.each(Object.keys(expected) as Caller[])('%s', async (caller) => {
    const user = who[caller];
    const list = await send(user, 'GET', '/api/saved-searches');
    if (expected[caller].read === 401) expect(list.statusCode).toBe(401);
    else {
      const ids = list.json<SavedSearchList>().savedSearches.map((s) => s.id);
      expect(ids.includes(record.id)).toBe(expected[caller].read === 200);
    }
    const patch = await send(user, 'PATCH', `/api/saved-searches/${record.id}`, {
      alertMode: 'daily',
    });
    expect(patch.statusCode).toBe(expected[caller].change);
    const own = await t.database.db
      .selectFrom('saved_searches')
      .select('alertMode')
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(own.alertMode).toBe(caller === 'owner of the record' ? 'daily' : 'instant');
    if (caller !== 'owner of the record')
      expect((await send(user, 'DELETE', `/api/saved-searches/${record.id}`)).statusCode).toBe(
        expected[caller].change,
      );
    // Every signed-in role may keep searches of its own.
    if (user) await send(user, 'POST', '/api/saved-searches', { name: 'Mine', query: 'city=Pune' });
    if (user)
      expect(
        (await send(user, 'GET', '/api/saved-searches'))
          .json<SavedSearchList>()
          .savedSearches.some((s) => s.name === 'Mine'),
      ).toBe(true);
    // Reset for the next caller.
    await t.database.db
      .updateTable('saved_searches')
      .set({ alertMode: 'instant' })
      .where('id', '=', record.id)
      .execute();
  });
});

describe('a new listing alerts the searches it matches', () => {
  it('rings the bell and mails at once for an instant search, once per listing', async () => {
    const [a, b] = await makeUsers(t.app, { a: 'tenant', b: 'tenant' }).then((u) => [u.a, u.b]);
    const match = await save(a!, 'city=Guntur&listingType=rent&maxPrice=15000&bedrooms=2');
    await save(a!, 'city=Guntur'); // a second match of the same person: still one notice
    const miss = await save(b!, 'city=Guntur&maxPrice=5000');
    const listing = await makeProperty(t.app, owner, { bedrooms: 2, rent: 12_000 });

    const notices = await matchNotices(a!);
    expect(notices.filter((n) => n.propertyId === listing.id)).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      propertyId: listing.id,
      data: { propertyTitle: listing.title },
    });
    expect((await mailsTo(a!.email)).some((m) => m.subject.includes('saved search'))).toBe(true);
    expect(await matchNotices(b!)).toHaveLength(0);

    // Rented, then available again: the same search is not alerted twice.
    for (const status of ['rented', 'available'])
      expect(
        (await send(owner, 'PATCH', `/api/properties/${listing.id}/status`, { status })).statusCode,
      ).toBe(200);
    expect((await matchNotices(a!)).filter((n) => n.propertyId === listing.id)).toHaveLength(1);
    expect(match.id).toBeTruthy();
    expect(miss.id).toBeTruthy();
  });

  it('judges the filters the index does not hold, and never alerts an owner of their own listing', async () => {
    const { c, landlord } = await makeUsers(t.app, { c: 'tenant', landlord: 'owner' });
    await save(c, 'city=Guntur&furnishing=furnished');
    await save(landlord, 'city=Guntur');
    await makeProperty(t.app, landlord, { furnishing: 'unfurnished' });
    expect(await matchNotices(c)).toHaveLength(0);
    expect(await matchNotices(landlord)).toHaveLength(0);
    const furnished = await makeProperty(t.app, landlord, { furnishing: 'furnished' });
    expect((await matchNotices(c)).map((n) => n.propertyId)).toEqual([furnished.id]);
    expect(await matchNotices(landlord)).toHaveLength(0);
  });

  it('a listing becoming available again is news to a search saved meanwhile', async () => {
    const { d } = await makeUsers(t.app, { d: 'tenant' });
    const listing = await makeProperty(t.app, owner, { sublocality: 'Arundelpet' });
    await send(owner, 'PATCH', `/api/properties/${listing.id}/status`, { status: 'rented' });
    await save(d, 'city=Guntur&locality=Arundelpet');
    await send(owner, 'PATCH', `/api/properties/${listing.id}/status`, { status: 'available' });
    expect((await matchNotices(d)).map((n) => n.propertyId)).toEqual([listing.id]);
  });
});

describe('the daily digest', () => {
  it('collects a day of matches in one mail with a sign-in-free unsubscribe link', async () => {
    const { e } = await makeUsers(t.app, { e: 'tenant' });
    const daily = await save(e, 'city=Guntur&type=villa', 'daily', 'Villas');
    const one = await makeProperty(t.app, owner, { type: 'villa', title: 'Villa one' });
    const two = await makeProperty(t.app, owner, { type: 'villa', title: 'Villa two' });
    expect(await matchNotices(e)).toHaveLength(0);

    await sendDigests(t.app.deps);
    const mails = (await mailsTo(e.email)).filter((m) => m.subject.includes('saved searches'));
    expect(mails).toHaveLength(1);
    // The bell sums the day up too; the digest stays their only mail of it.
    const [notice, ...more] = await digestNotices(e);
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({
      message: '2 new homes match your saved search “Villas”.',
      data: { homes: 2, searchName: 'Villas' },
    });
    expect(await mailsTo(e.email)).toHaveLength(1);
    expect(mails[0]!.text).toContain('Villa one');
    expect(mails[0]!.text).toContain('Villa two');
    expect(mails[0]!.text).toContain(`/properties/${one.id}`);
    expect(mails[0]!.text).toContain(`/properties/${two.id}`);

    // A third match the same day waits: one digest a day.
    await makeProperty(t.app, owner, { type: 'villa', title: 'Villa three' });
    await sendDigests(t.app.deps);
    expect(
      (await mailsTo(e.email)).filter((m) => m.subject.includes('saved searches')),
    ).toHaveLength(1);
    expect(await digestNotices(e)).toHaveLength(1);

    const token = /token=([\w.-]+)/.exec(mails[0]!.text)![1]!;
    expect(token).toBe(unsubscribeToken(t.app.config.authSecret, daily.id));
    const off = await send(null, 'POST', '/api/saved-searches/unsubscribe', { token });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ name: 'Villas' });
    const list = (await send(e, 'GET', '/api/saved-searches')).json<SavedSearchList>();
    expect(list.savedSearches.find((s) => s.id === daily.id)?.alertMode).toBe('off');

    const forged = await send(null, 'POST', '/api/saved-searches/unsubscribe', {
      token: `${token.split('.')[0]}.AAAA`,
    });
    expect(forged.statusCode).toBe(400);
  });

  it('reaches a phone-only account by bell and push, and marks handled only what reached it', async () => {
    const phone = await makePhoneUser(t.app, '+919812300001');
    const browser = service.browser();
    const subscribed = await send(phone, 'POST', '/api/push/subscriptions', browser.subscription);
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const daily = await save(phone, 'city=Guntur&type=studio', 'daily', 'Studios');
    await makeProperty(t.app, owner, { type: 'studio', title: 'Studio one' });
    await makeProperty(t.app, owner, { type: 'studio', title: 'Studio two' });
    expect(await digestNotices(phone)).toHaveLength(0);
    expect(await waitingAlerts(daily.id)).toHaveLength(2);

    await sendDigests(t.app.deps);
    await deliveriesSent(t.app.bus);
    const notices = await digestNotices(phone);
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(notice.data).toMatchObject({ homes: 2, searchName: 'Studios', query: daily.query });
    // A tap runs the search.
    expect(notificationTarget(notice)).toBe(`/properties?${daily.query}`);
    const pushes = service.to(browser);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(browser.decrypt(pushes[0]!.body))).toEqual({
      title: 'New homes for your saved search',
      body: '2 new homes match your saved search “Studios”.',
      url: `/properties?${daily.query}`,
      tag: notice.id,
    });
    expect(await waitingAlerts(daily.id)).toHaveLength(0);

    // A third home the same day waits for tomorrow's digest: still waiting, not lost.
    const three = await makeProperty(t.app, owner, { type: 'studio', title: 'Studio three' });
    await sendDigests(t.app.deps);
    await deliveriesSent(t.app.bus);
    expect(await digestNotices(phone)).toHaveLength(1);
    expect(service.to(browser)).toHaveLength(1);
    expect(await waitingAlerts(daily.id)).toEqual([{ propertyId: three.id }]);
  });
});
