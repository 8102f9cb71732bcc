import { describe, expect, it } from 'vitest';
import type { MyDataExportState } from '@nivaas/shared';
import { as, makeUser, TEST_PASSWORD, type TestUser } from '../../../test/accounts';
import { openThread, sendOk } from '../../../test/conversations';
import { makeProperty } from '../../../test/properties';
import { kolkataDay } from '../../../test/service-bookings';
import { requestVisit, setHours } from '../../../test/site-visits';
import { sleep } from '../../../test/sockets';
import { useTestApp, type TestAppContext } from '../../../test/use-test-app';
import { sweepDataExports } from './index';

const t = useTestApp();

interface ExportFile {
  [section: string]: unknown;
  signIns: { sessions: unknown[]; methods: unknown[] };
}

const ask = (user: TestUser | null) =>
  t.app.inject({ method: 'POST', url: '/api/me/data-export', headers: as(user) });
const state = (user: TestUser | null) =>
  t.app.inject({ method: 'GET', url: '/api/me/data-export', headers: as(user) });
const download = (user: TestUser | null, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/me/data-export/${token}`, headers: as(user) });

/** Reads the state until the copy is no longer being prepared (a minute at most). */
async function readyExport(ctx: Pick<TestAppContext, 'app'>, user: TestUser) {
  for (let i = 0; i < 600; i++) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/data-export',
      headers: as(user),
    });
    const current = res.json<MyDataExportState>().export;
    if (current && current.status !== 'preparing') return current;
    await sleep(100);
  }
  throw new Error('the copy was not ready within a minute');
}

describe('a copy of my data', { timeout: 180_000 }, () => {
  it('is prepared in the background and holds my records, and no secret', async () => {
    const owner = await makeUser(t.app, 'owner');
    const seeker = await makeUser(t.app, 'tenant', { firstName: 'Meera' });
    const listing = await makeProperty(t.app, owner, { title: 'Two rooms near the bus stand' });
    await t.app.inject({ method: 'PUT', url: `/api/favorites/${listing.id}`, headers: as(seeker) });
    await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: as(seeker),
      payload: { name: 'Near the bus stand', query: 'city=Guntur', alertMode: 'daily' },
    });
    const thread = await openThread(t, seeker, { propertyId: listing.id });
    await sendOk(t, seeker, thread.id, 'Is the flat still free?');
    await setHours(t.app, owner, listing.id);
    const visit = await requestVisit(t.app, seeker, {
      propertyId: listing.id,
      date: kolkataDay(2),
      time: '11:00',
    });
    const browser = {
      endpoint: 'http://127.0.0.1:9/push/a-browser-of-meera',
      keys: { p256dh: 'B'.repeat(87), auth: 'secretauthvalue123456A' },
    };
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: as(seeker),
      payload: browser,
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);

    expect((await state(seeker)).json()).toEqual({ export: null });
    const asked = await ask(seeker);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json<MyDataExportState>().export).toMatchObject({
      status: 'preparing',
      token: null,
    });

    const started = Date.now();
    const ready = await readyExport(t, seeker);
    expect(ready.status).toBe('ready');
    expect(Date.now() - started).toBeLessThan(60_000);
    const hours = (Date.parse(ready.expiresAt!) - Date.parse(ready.readyAt!)) / 3_600_000;
    expect(hours).toBe(24);

    const file = await download(seeker, ready.token!);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="nivaas-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(file.headers['cache-control']).toContain('no-store');
    const data = file.json<ExportFile>();
    expect(data.format).toBe('nivaas-my-data/1');
    expect(data.profile).toMatchObject({ id: seeker.id, email: seeker.email, firstName: 'Meera' });
    expect(data.signIns.sessions.length).toBeGreaterThan(0);
    expect(data.signIns.methods).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    expect(data.messagesSent).toEqual([
      expect.objectContaining({ content: 'Is the flat still free?', conversationId: thread.id }),
    ]);
    expect(data.favourites).toEqual([expect.objectContaining({ propertyId: listing.id })]);
    expect(data.savedSearches).toEqual([
      expect.objectContaining({ name: 'Near the bus stand', query: 'city=Guntur' }),
    ]);
    // Where pushes go (the push service, and since when), never the browser's keys.
    expect(data.pushSubscriptions).toEqual([
      { service: 'http://127.0.0.1:9', createdAt: expect.any(String) },
    ]);
    expect(file.body).not.toContain(browser.keys.p256dh);
    expect(file.body).not.toContain(browser.keys.auth);
    expect(file.body).not.toContain('a-browser-of-meera');
    expect(data.siteVisits).toEqual([
      expect.objectContaining({ id: visit.id, as: 'visitor', date: kolkataDay(2), time: '11:00' }),
    ]);
    for (const section of ['listings', 'applications', 'stays', 'serviceBookings', 'notifications'])
      expect(Array.isArray(data[section]), section).toBe(true);
    // Nothing that would let someone act as them: no hashes, tokens or secrets.
    expect(file.body).not.toMatch(/"password"|"token"|"secret"|"accessToken"|"idToken"/);
    expect(file.body).not.toContain(TEST_PASSWORD);

    // The owner's copy holds the listing.
    await ask(owner);
    const ownerCopy = await download(owner, (await readyExport(t, owner)).token!);
    expect(ownerCopy.json<ExportFile>().listings).toEqual([
      expect.objectContaining({ id: listing.id, title: 'Two rooms near the bus stand' }),
    ]);
    // And the visit, as its owner; the owner subscribed no browser.
    expect(ownerCopy.json<ExportFile>().siteVisits).toEqual([
      expect.objectContaining({ id: visit.id, as: 'owner', seekerId: seeker.id }),
    ]);
    expect(ownerCopy.json<ExportFile>().pushSubscriptions).toEqual([]);
  });

  it('is only for its owner: another person or nobody signed in gets nothing', async () => {
    const me = await makeUser(t.app);
    const other = await makeUser(t.app);
    await ask(me);
    const { token } = await readyExport(t, me);
    expect((await download(other, token!)).statusCode).toBe(404);
    expect((await download(null, token!)).statusCode).toBe(401);
    expect((await ask(null)).statusCode).toBe(401);
    expect((await state(null)).statusCode).toBe(401);
    // A made-up link of the right shape finds nothing, and a malformed one is refused.
    expect((await download(me, 'A'.repeat(43))).statusCode).toBe(404);
    expect((await download(me, 'short')).statusCode).toBe(400);
  });

  it('is asked for one at a time and at most three times a day', async () => {
    const me = await makeUser(t.app);
    const first = await ask(me);
    expect(first.statusCode).toBe(202);
    const { id } = await readyExport(t, me);
    // A copy still being made (a large account's can take a while; a small one is ready before
    // a second request could arrive, so the test holds it in that state).
    const holdAs = (status: string) =>
      t.app.db.updateTable('data_exports').set({ status }).where('id', '=', id).execute();
    await holdAs('preparing');
    const meanwhile = await ask(me);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().error.reason).toBe('my-data.export-busy');
    await holdAs('ready');
    expect((await ask(me)).statusCode).toBe(202);
    await readyExport(t, me);
    expect((await ask(me)).statusCode).toBe(202);
    await readyExport(t, me);
    const fourth = await ask(me);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.reason).toBe('my-data.export-rate-limited');
  });

  it('makes one copy when asked twice at the same moment (a double tap)', async () => {
    const me = await makeUser(t.app);
    const answers = await Promise.all([ask(me), ask(me), ask(me)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409, 409]);
    await readyExport(t, me);
    const copies = await t.app.db
      .selectFrom('data_exports')
      .select('id')
      .where('userId', '=', me.id)
      .execute();
    expect(copies).toHaveLength(1);
  });

  it('expires 24 hours after it is ready: the link stops working and the copy is removed', async () => {
    const me = await makeUser(t.app);
    await ask(me);
    const { token, id } = await readyExport(t, me);
    // A day and a minute later, as the sweep would see it.
    const later = new Date(Date.now() + 24 * 3_600_000 + 60_000);
    await t.app.db
      .updateTable('data_exports')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await download(me, token!)).json().error.reason).toBe('my-data.export-not-found');
    expect((await state(me)).json()).toEqual({ export: null });
    const swept = await sweepDataExports({ ...t.app.deps, clock: { now: () => later } });
    expect(swept.removed).toBeGreaterThanOrEqual(1);
    const left = await t.app.db
      .selectFrom('data_exports')
      .select('id')
      .where('id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('API description', () => {
  it('describes the copy and the deletion at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const methods = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methods('/api/me/data-export')).toEqual(['get', 'post']);
    expect(methods('/api/me/data-export/{token}')).toEqual(['get']);
    expect(methods('/api/me/account/deletion')).toEqual(['get', 'post']);
  });
});
