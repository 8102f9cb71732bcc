import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ECHO_MAX_CHARS,
  ECHO_TOO_LONG,
  ROLES,
  VALIDATION,
  type DomainEnvelope,
} from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import {
  collect,
  connected,
  nextEvent,
  openSocket,
  sleep,
  type ClientSocket,
} from '../../../test/sockets';

const t = useTestApp({ listen: true });
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  asha = await makeUser(t.app, 'tenant');
  ravi = await makeUser(t.app, 'owner');
});

const echo = (user: TestUser | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dev/echo',
    headers: as(user),
    payload: payload as Record<string, unknown>,
  });

async function socketOf(user: TestUser): Promise<{ socket: ClientSocket; got: DomainEnvelope[] }> {
  const socket = openSocket(t.url, { cookie: user.cookie });
  await connected(socket);
  return { socket, got: collect(socket) };
}

describe('POST /api/dev/echo', () => {
  it('publishes the text to the caller through the event bus', async () => {
    const { socket } = await socketOf(asha);
    const request = echo(asha, { text: '  namaste  ' });
    const arrival = nextEvent(socket, 'diagnostics.echo', undefined, request);
    const res = await request;
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ published: true, instanceId: t.app.instanceId });
    expect((await arrival).payload).toEqual({
      userId: asha.id,
      text: 'namaste',
      origin: t.app.instanceId,
    });
  });

  it('reaches nobody but the caller, even when the body names someone else', async () => {
    const mine = await socketOf(asha);
    const theirs = await socketOf(ravi);
    const request = echo(asha, { text: 'hello', userId: ravi.id, rooms: [`user:${ravi.id}`] });
    const arrival = nextEvent(mine.socket, 'diagnostics.echo', undefined, request);
    const res = await request;
    expect(res.statusCode).toBe(202);
    expect((await arrival).payload).toMatchObject({ userId: asha.id, text: 'hello' });
    await sleep(200);
    expect(theirs.got).toEqual([]);
  });

  describe('authorisation', () => {
    it('refuses an anonymous caller with 401 and publishes nothing', async () => {
      const watcher = await socketOf(asha);
      const res = await echo(null, { text: 'anyone?' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
      await sleep(200);
      expect(watcher.got).toEqual([]);
    });

    it('refuses anonymous before looking at the body', async () => {
      const res = await echo(null, { text: 'x'.repeat(ECHO_MAX_CHARS + 1) });
      expect(res.statusCode).toBe(401);
    });

    it('refuses a page on a foreign origin with 403 and publishes nothing', async () => {
      const mine = await socketOf(asha);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dev/echo',
        headers: { origin: 'https://evil.example', cookie: asha.cookie },
        payload: { text: 'forged' },
      });
      expect(res.statusCode).toBe(403);
      await sleep(200);
      expect(mine.got).toEqual([]);
    });

    it.each(ROLES)('lets the %s role echo to themself only (202)', async (role) => {
      const caller = await makeUser(t.app, role);
      const mine = await socketOf(caller);
      const bystander = await socketOf(asha);
      const arrival = nextEvent(mine.socket, 'diagnostics.echo');
      const res = await echo(caller, { text: `from ${role}` });
      expect(res.statusCode).toBe(202);
      expect((await arrival).payload).toMatchObject({ userId: caller.id, text: `from ${role}` });
      await sleep(150);
      expect(bystander.got).toEqual([]);
    });
  });

  describe('bad input: 400 with field messages, nothing published', () => {
    const cases: Array<[string, unknown, string]> = [
      ['missing text', {}, 'text'],
      ['blank text', { text: '   ' }, 'text'],
      ['text not a string', { text: 42 }, 'text'],
      [`text over ${ECHO_MAX_CHARS} characters`, { text: 'a'.repeat(ECHO_MAX_CHARS + 1) }, 'text'],
    ];
    it.each(cases)('%s', async (_label, body, field) => {
      const mine = await socketOf(asha);
      const res = await echo(asha, body);
      expect(res.statusCode).toBe(400);
      const error = res.json().error;
      expect(error.code).toBe('invalid-argument');
      expect(typeof error.fields[field]).toBe('string');
      await sleep(150);
      expect(mine.got).toEqual([]);
    });

    it('names the limit and the empty case in words a person understands', async () => {
      expect(
        (await echo(asha, { text: 'a'.repeat(ECHO_MAX_CHARS + 1) })).json().error.fields.text,
      ).toBe(ECHO_TOO_LONG);
      expect((await echo(asha, { text: '' })).json().error.fields.text).toBe(VALIDATION.required);
    });

    it(`accepts exactly ${ECHO_MAX_CHARS} characters`, async () => {
      const { socket } = await socketOf(asha);
      const request = echo(asha, { text: 'a'.repeat(ECHO_MAX_CHARS) });
      const arrival = nextEvent(socket, 'diagnostics.echo', undefined, request);
      const res = await request;
      expect(res.statusCode).toBe(202);
      expect(((await arrival).payload as { text: string }).text).toHaveLength(ECHO_MAX_CHARS);
    });
  });
});

describe('GET /api/dev/session', () => {
  it("shows the server's view of the caller's session, without any token", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/session', headers: as(ravi) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const row = await t.app.db
      .selectFrom('sessions')
      .select(['token', 'expiresAt'])
      .where('userId', '=', ravi.id)
      .executeTakeFirstOrThrow();
    expect(body).toEqual({
      userId: ravi.id,
      email: ravi.email,
      role: 'owner',
      emailVerified: true,
      sessionExpiresAt: new Date(row.expiresAt).toISOString(),
      instanceId: t.app.instanceId,
      realtime: t.app.redis ? 'redis' : 'in-process',
    });
    expect(res.body).not.toContain(row.token);
  });

  it.each(ROLES)('reports the %s role', async (role) => {
    const user = await makeUser(t.app, role);
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/session', headers: as(user) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: user.id, role });
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/session', headers: as(null) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });
});

describe('in production', () => {
  let prod: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    prod = await buildTestApp({ env: { APP_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) } });
    user = await makeUser(prod.app, 'admin');
  });
  afterAll(async () => prod.close());

  it('does not have the echo route, even for an admin', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/dev/echo',
      headers: as(user),
      payload: { text: 'hi' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not-found');
  });

  it('does not have the session route', async () => {
    const res = await prod.app.inject({
      method: 'GET',
      url: '/api/dev/session',
      headers: as(user),
    });
    expect(res.statusCode).toBe(404);
  });

  it('tells the web app that diagnostics are off', async () => {
    const res = await prod.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ diagnostics: false });
  });
});
