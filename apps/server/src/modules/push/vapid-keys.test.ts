import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, makeUsers, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { readVapid, startPushService } from '../../../test/push-endpoint';
import { useTestApp } from '../../../test/use-test-app';
import { deliveriesSent } from '../../plugins/deliveries/deliveries';
import { offerVapidKeys } from './push.repository';

/** The operator's pair, given in the environment; and another one already in the database. */
const given = webpush.generateVAPIDKeys();
const stored = webpush.generateVAPIDKeys();

const t = useTestApp({
  env: { VAPID_PUBLIC_KEY: given.publicKey, VAPID_PRIVATE_KEY: given.privateKey },
});
let service: Awaited<ReturnType<typeof startPushService>>;
let who: Record<'owner' | 'seeker', TestUser>;
beforeAll(async () => {
  service = await startPushService();
  who = await makeUsers(t.app, { owner: 'owner', seeker: 'tenant' });
  await offerVapidKeys(t.app.db, stored, new Date().toISOString());
});
afterAll(() => service.close());

describe('VAPID keys from the environment', () => {
  it('are what browsers subscribe with and what pushes are signed with, not the stored pair', async () => {
    const key = await t.app.inject({
      method: 'GET',
      url: '/api/push/key',
      headers: as(who.seeker),
    });
    expect(key.json()).toEqual({ publicKey: given.publicKey });

    const browser = service.browser();
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: as(who.seeker),
      payload: browser.subscription,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: as(who.seeker),
      payload: { name: 'Guntur houses', query: 'city=Guntur&type=house', alertMode: 'instant' },
    });
    await makeProperty(t.app, who.owner, { type: 'house', title: 'Green House' });
    await deliveriesSent(t.app.bus);

    const [push, ...more] = service.to(browser);
    expect(more).toHaveLength(0);
    const vapid = readVapid(push!.headers.authorization);
    expect(vapid?.k).toBe(given.publicKey);
    expect(vapid?.k).not.toBe(stored.publicKey);
    expect(vapid?.signed).toBe(true);
    expect(JSON.parse(browser.decrypt(push!.body))).toMatchObject({
      body: expect.stringContaining('Green House') as unknown,
    });
    // The stored pair stays as it was: the environment's is never written over it.
    const row = await t.app.db.selectFrom('push_keys').select('publicKey').executeTakeFirst();
    expect(row?.publicKey).toBe(stored.publicKey);
  });
});
