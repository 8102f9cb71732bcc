import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { as, makeUser, makeUsers, TEST_PASSWORD, type TestUser } from '../../../test/accounts';
import { buildTestApp } from '../../../test/build-test-app';
import { makeProperty } from '../../../test/properties';
import { startPushService, type TestBrowser } from '../../../test/push-endpoint';
import { kolkataDay } from '../../../test/service-bookings';
import { requestVisit, setHours } from '../../../test/site-visits';
import { useTwoInstances } from '../../../test/two-instances';
import { deliveriesSent, deliveryWorkerOf, FIRST_RETRY_MS } from './deliveries';

const apps = useTwoInstances();
let service: Awaited<ReturnType<typeof startPushService>>;
let who: Record<'owner' | 'seeker', TestUser>;
let phone: TestBrowser;
beforeAll(async () => {
  service = await startPushService();
  who = await makeUsers(apps.first.app, { owner: 'owner', seeker: 'tenant' });
  phone = service.browser();
  const res = await apps.first.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: as(who.owner),
    payload: phone.subscription,
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => service.close());

let slot = 0;
/** The seeker asks to visit a new listing of the owner, through `app`: the owner is pushed and mailed. */
async function visitAsked(app: FastifyInstance) {
  const listing = await makeProperty(app, who.owner, { title: `Lotus Residency ${slot}` });
  await setHours(app, who.owner, listing.id);
  const time = `${String(8 + (slot++ % 12)).padStart(2, '0')}:00`;
  return requestVisit(app, who.seeker, { propertyId: listing.id, date: kolkataDay(4), time });
}

const pending = () =>
  apps.first.database.db
    .selectFrom('deliveries')
    .select(['channel', 'attempts', 'dueAt'])
    .execute();
const tagsOf = (browser: TestBrowser) =>
  service.to(browser).map((p) => (JSON.parse(browser.decrypt(p.body)) as { tag: string }).tag);
const workers = () => [apps.first.app, apps.second.app].map((app) => deliveryWorkerOf(app.deps));
const bothSent = () =>
  Promise.all([deliveriesSent(apps.first.app.bus), deliveriesSent(apps.second.app.bus)]);

describe('pushes and mails of notifications wait in the outbox until sent', () => {
  it('are sent once each when two instances look at the same time', async () => {
    for (const worker of workers()) await worker.stop();
    const before = service.to(phone).length;
    for (let i = 0; i < 6; i++) await visitAsked(i % 2 === 0 ? apps.first.app : apps.second.app);
    // Both instances stopped: nothing went out, and each push and mail waits.
    expect(service.to(phone)).toHaveLength(before);
    const waiting = await pending();
    expect(waiting.filter((d) => d.channel === 'push')).toHaveLength(6);
    expect(waiting.filter((d) => d.channel === 'mail')).toHaveLength(6);

    for (const worker of workers()) worker.start();
    await bothSent();
    const tags = tagsOf(phone).slice(before);
    expect(tags).toHaveLength(6);
    expect(new Set(tags).size).toBe(6);
    expect(await pending()).toEqual([]);
  });

  it('are sent by the next instance to start when the one that took them stopped first', async () => {
    for (const worker of workers()) await worker.stop();
    const before = service.to(phone).length;
    const visit = await visitAsked(apps.first.app);
    expect(await pending()).toHaveLength(2);

    const next = await buildTestApp({ database: apps.first.database });
    try {
      await deliveriesSent(next.app.bus);
      expect(service.to(phone)).toHaveLength(before + 1);
      const mails = await next.database.db
        .selectFrom('outbox_mails')
        .select('subject')
        .where('to', '=', who.owner.email)
        .where('subject', 'like', 'Visit requested%')
        .execute();
      expect(mails.length).toBeGreaterThanOrEqual(1);
      expect(await pending()).toEqual([]);
    } finally {
      await next.close();
      for (const worker of workers()) worker.start();
    }
    expect(visit.id).toBeTruthy();
  });

  it('try a busy push service again later, waiting longer each time, and only that browser', async () => {
    const busy = service.browser();
    const res = await apps.first.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: as(who.owner),
      payload: busy.subscription,
    });
    expect(res.statusCode).toBe(201);
    service.answer(busy, 503);
    const before = service.to(phone).length;
    const started = Date.now();
    await visitAsked(apps.first.app);
    await bothSent();
    // The good browser has it; the busy one was tried once and waits its turn.
    expect(service.to(phone)).toHaveLength(before + 1);
    expect(service.to(busy)).toHaveLength(1);
    const [waiting] = (await pending()).filter((d) => d.channel === 'push');
    expect(waiting?.attempts).toBe(1);
    const wait = new Date(waiting!.dueAt).getTime() - started;
    expect(wait).toBeGreaterThanOrEqual(FIRST_RETRY_MS - 1_000);
    expect(wait).toBeLessThan(2 * FIRST_RETRY_MS);

    // Its time comes (the instances' clocks moved on): it is tried again, and sent.
    service.answer(busy, 201);
    const later = () => new Date(Date.now() + FIRST_RETRY_MS + 1_000);
    const clocks = [apps.first.app.deps.clock, apps.second.app.deps.clock];
    apps.first.app.deps.clock = { now: later };
    apps.second.app.deps.clock = { now: later };
    try {
      for (const worker of workers()) worker.kick();
      await bothSent();
    } finally {
      apps.first.app.deps.clock = clocks[0]!;
      apps.second.app.deps.clock = clocks[1]!;
    }
    expect(service.to(busy)).toHaveLength(2);
    expect(service.to(phone)).toHaveLength(before + 1);
    expect(await pending()).toEqual([]);
  });

  it('go with the account of the person they are for when it is deleted', async () => {
    for (const worker of workers()) await worker.stop();
    try {
      const leaving = await makeUser(apps.first.app, 'owner');
      const listing = await makeProperty(apps.first.app, leaving, { title: 'Neem House' });
      await setHours(apps.first.app, leaving, listing.id);
      await requestVisit(apps.first.app, who.seeker, {
        propertyId: listing.id,
        date: kolkataDay(5),
        time: '10:00',
      });
      const theirs = () =>
        apps.first.database.db
          .selectFrom('deliveries')
          .select('channel')
          .where('userId', '=', leaving.id)
          .execute();
      expect(await theirs()).toEqual([{ channel: 'mail' }]);
      const res = await apps.first.app.inject({
        method: 'POST',
        url: '/api/me/account/deletion',
        headers: as(leaving),
        payload: { password: TEST_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await theirs()).toEqual([]);
    } finally {
      for (const worker of workers()) worker.start();
      await bothSent();
    }
  });
});
