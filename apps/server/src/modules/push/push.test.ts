import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, makeUsers, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { readVapid, startPushService, type TestBrowser } from '../../../test/push-endpoint';
import { kolkataDay } from '../../../test/service-bookings';
import { requestVisit, setHours } from '../../../test/site-visits';
import { useTestApp } from '../../../test/use-test-app';
import { deliveriesSent } from '../../plugins/deliveries/deliveries';

const t = useTestApp();
let service: Awaited<ReturnType<typeof startPushService>>;
let who: Record<'owner' | 'seeker' | 'stranger', TestUser>;
beforeAll(async () => {
  service = await startPushService();
  who = await makeUsers(t.app, { owner: 'owner', seeker: 'tenant', stranger: 'tenant' });
});
afterAll(() => service.close());

const post = (url: string, user: TestUser | null, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: as(user), payload });
const subscribe = async (user: TestUser, browser: TestBrowser) => {
  const res = await post('/api/push/subscriptions', user, browser.subscription);
  expect(res.statusCode, res.body).toBe(201);
};
const subscriptionRows = (endpoint: string) =>
  t.app.db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).execute();

let slot = 0;
/**
 * The seeker asks for a visit to a new listing of the owner: the owner is told (kind "visits").
 * Pushes go in the background after the answer; this waits until they are sent.
 */
async function visitAsked() {
  const listing = await makeProperty(t.app, who.owner, { title: 'Lotus Residency' });
  await setHours(t.app, who.owner, listing.id);
  const time = `${String(9 + (slot++ % 10)).padStart(2, '0')}:00`;
  const visit = await requestVisit(t.app, who.seeker, {
    propertyId: listing.id,
    date: kolkataDay(2),
    time,
  });
  await deliveriesSent(t.app.bus);
  return visit;
}

/** The JWT's claims, after checking its ES256 signature with the public key `k`. */
function vapidClaims(authorization: string | undefined) {
  const vapid = readVapid(authorization);
  expect(vapid, authorization).not.toBeNull();
  expect(vapid!.signed).toBe(true);
  return vapid!;
}

describe('web push', () => {
  it('sends a notification to the subscribed browser, encrypted to its keys and signed with our VAPID key', async () => {
    const phone = service.browser();
    await subscribe(who.owner, phone);
    const key = await t.app.inject({ method: 'GET', url: '/api/push/key', headers: as(who.owner) });
    expect(key.statusCode).toBe(200);
    const { publicKey } = key.json<{ publicKey: string }>();

    const visit = await visitAsked();

    const pushes = service.to(phone);
    expect(pushes).toHaveLength(1);
    const push = pushes[0]!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const { k, claims } = vapidClaims(push.headers.authorization);
    expect(k).toBe(publicKey);
    expect(claims.aud).toBe(new URL(phone.subscription.endpoint).origin);
    expect(claims.sub).toMatch(/^mailto:/);

    const payload = JSON.parse(phone.decrypt(push.body)) as Record<string, string>;
    const [stored] = await t.app.db
      .selectFrom('notifications')
      .select(['id', 'title', 'message'])
      .where('userId', '=', who.owner.id)
      .where('type', '=', 'siteVisitRequested')
      .where('data', 'like', `%${visit.id}%`)
      .execute();
    expect(payload).toEqual({
      title: 'Visit requested',
      body: stored!.message,
      url: '/visits',
      tag: stored!.id,
    });
    expect(payload.body).toContain('Lotus Residency');
    // Nobody else's browser heard of it.
    expect(service.received).toHaveLength(1);
  });

  it('pushes nothing of a kind the person turned off, and again once they turn it on', async () => {
    const laptop = service.browser();
    await subscribe(who.owner, laptop);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/push/settings',
      headers: as(who.owner),
    });
    const kinds = settings.json<{ kinds: Record<string, boolean> }>().kinds;
    expect(kinds).toEqual({
      messages: true,
      bookings: true,
      rent: true,
      savedSearches: true,
      visits: true,
    });

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/push/settings',
      headers: as(who.owner),
      payload: { kinds: { ...kinds, visits: false } },
    });
    expect(off.json()).toEqual({ kinds: { ...kinds, visits: false } });
    await visitAsked();
    expect(service.to(laptop)).toHaveLength(0);
    // The bell has it all the same.
    const bell = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: as(who.owner),
    });
    expect(bell.json<{ notifications: { type: string }[] }>().notifications[0]!.type).toBe(
      'siteVisitRequested',
    );

    await t.app.inject({
      method: 'PUT',
      url: '/api/push/settings',
      headers: as(who.owner),
      payload: { kinds },
    });
    await visitAsked();
    expect(service.to(laptop)).toHaveLength(1);
  });

  it('drops a subscription the push service says is gone (410), and tries it no more', async () => {
    const old = service.browser();
    await subscribe(who.owner, old);
    service.answer(old, 410);
    await visitAsked();
    expect(service.to(old)).toHaveLength(1);
    expect(await subscriptionRows(old.subscription.endpoint)).toHaveLength(0);

    await visitAsked();
    expect(service.to(old)).toHaveLength(1);
  });

  it('drops one on 404 too, and keeps one the service refuses for a while (500)', async () => {
    const lost = service.browser();
    const busy = service.browser();
    await subscribe(who.owner, lost);
    await subscribe(who.owner, busy);
    service.answer(lost, 404);
    service.answer(busy, 500);
    await visitAsked();
    expect(await subscriptionRows(lost.subscription.endpoint)).toHaveLength(0);
    expect(await subscriptionRows(busy.subscription.endpoint)).toHaveLength(1);
  });

  it('answers at once while a slow push service takes 5 s, and the push still arrives', async () => {
    const slowPhone = service.browser();
    await subscribe(who.owner, slowPhone);
    service.slowFor(slowPhone, 5_000);
    const listing = await makeProperty(t.app, who.owner, { title: 'Lotus Residency' });
    await setHours(t.app, who.owner, listing.id);
    const started = performance.now();
    const visit = await requestVisit(t.app, who.seeker, {
      propertyId: listing.id,
      date: kolkataDay(3),
      time: '16:00',
    });
    const answeredMs = performance.now() - started;
    expect(answeredMs).toBeLessThan(1_000);
    expect(service.to(slowPhone)).toHaveLength(0);
    await deliveriesSent(t.app.bus);
    expect(performance.now() - started).toBeGreaterThan(4_900);
    const pushes = service.to(slowPhone);
    expect(pushes).toHaveLength(1);
    const payload = JSON.parse(slowPhone.decrypt(pushes[0]!.body)) as { body: string };
    expect(payload.body).toContain('Lotus Residency');
    expect(visit.id).toBeTruthy();
  });

  it('removes only an own subscription, and a browser belongs to whoever subscribed it last', async () => {
    const shared = service.browser();
    await subscribe(who.seeker, shared);
    const notMine = await post('/api/push/subscriptions/remove', who.stranger, {
      endpoint: shared.subscription.endpoint,
    });
    expect(notMine.json()).toEqual({ removed: false });
    expect(await subscriptionRows(shared.subscription.endpoint)).toHaveLength(1);

    await subscribe(who.stranger, shared);
    const rows = await subscriptionRows(shared.subscription.endpoint);
    expect(rows.map((r) => r.userId)).toEqual([who.stranger.id]);

    const mine = await post('/api/push/subscriptions/remove', who.stranger, {
      endpoint: shared.subscription.endpoint,
    });
    expect(mine.json()).toEqual({ removed: true });
    expect(await subscriptionRows(shared.subscription.endpoint)).toHaveLength(0);
  });

  it('keeps a person’s 10 newest browsers', async () => {
    const browsers = Array.from({ length: 11 }, () => service.browser());
    for (const b of browsers) await subscribe(who.stranger, b);
    const rows = await t.app.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('userId', '=', who.stranger.id)
      .execute();
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.endpoint)).not.toContain(browsers[0]!.subscription.endpoint);
  });

  it('refuses a signed-out caller and a subscription that is not one', async () => {
    const browser = service.browser();
    expect((await post('/api/push/subscriptions', null, browser.subscription)).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
    const bad = await post('/api/push/subscriptions', who.seeker, {
      endpoint: 'ftp://push.example/abc',
      keys: { p256dh: 'not base64!', auth: '' },
    });
    expect(bad.statusCode).toBe(400);
    const plainHttp = await post('/api/push/subscriptions', who.seeker, {
      ...browser.subscription,
      endpoint: 'http://push.example.com/abc',
    });
    expect(plainHttp.statusCode).toBe(400);
  });

  it('pushes a saved search’s new match to the seeker who saved it', async () => {
    const { searcher } = await makeUsers(t.app, { searcher: 'tenant' });
    const phone = service.browser();
    await subscribe(searcher, phone);
    const saved = await post('/api/saved-searches', searcher, {
      name: 'Guntur plots',
      query: 'city=Guntur&type=plot',
      alertMode: 'instant',
    });
    expect(saved.statusCode, saved.body).toBe(201);

    const listing = await makeProperty(t.app, who.owner, { type: 'plot', title: 'Amaravati Plot' });
    await deliveriesSent(t.app.bus);

    const pushes = service.to(phone);
    expect(pushes).toHaveLength(1);
    const [stored] = await t.app.db
      .selectFrom('notifications')
      .select(['id', 'message'])
      .where('userId', '=', searcher.id)
      .where('type', '=', 'savedSearchMatch')
      .execute();
    expect(JSON.parse(phone.decrypt(pushes[0]!.body))).toEqual({
      title: 'New listing for your saved search',
      body: stored!.message,
      url: `/properties/${listing.id}`,
      tag: stored!.id,
    });
    expect(stored!.message).toContain('Amaravati Plot');
    expect(stored!.message).toContain('Guntur plots');
  });
});
