import { beforeAll, describe, expect, it } from 'vitest';
import { userRoom } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { buildTestApp } from '../../../test/build-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import {
  collect,
  connected,
  listen,
  nextEvent,
  openSocket,
  refusal,
  sleep,
} from '../../../test/sockets';

const t = useTestApp({ listen: true });
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  asha = await makeUser(t.app, 'tenant');
  ravi = await makeUser(t.app, 'owner');
});

describe('realtime connection', () => {
  it('accepts a signed-in browser from our origin', async () => {
    const socket = openSocket(t.url, { cookie: asha.cookie });
    await connected(socket);
    expect(socket.connected).toBe(true);
  });

  it('refuses a socket without a session as unauthenticated', async () => {
    const err = await refusal(openSocket(t.url));
    expect(err.message).toBe('unauthenticated');
  });

  it('refuses a forged or unknown session cookie', async () => {
    const err = await refusal(openSocket(t.url, { cookie: 'nivaas.session_token=forged.value' }));
    expect(err.message).toBe('unauthenticated');
  });

  it('refuses a page on a foreign origin even with a valid session', async () => {
    const socket = openSocket(t.url, { cookie: asha.cookie, origin: 'https://evil.example' });
    const err = await refusal(socket);
    expect(err.message).not.toBe('unauthenticated');
    expect(socket.connected).toBe(false);
  });

  it('refuses a cookie-carrying handshake that names no origin', async () => {
    const socket = openSocket(t.url, { cookie: asha.cookie, origin: null });
    await refusal(socket);
    expect(socket.connected).toBe(false);
  });

  it('refuses the session after sign-out', async () => {
    const other = await makeUser(t.app, 'tenant');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: as(other),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const err = await refusal(openSocket(t.url, { cookie: other.cookie }));
    expect(err.message).toBe('unauthenticated');
  });

  it('drops the socket when its session expires', async () => {
    const other = await makeUser(t.app, 'tenant');
    const soon = new Date(Date.now() + 1200).toISOString();
    await t.app.db
      .updateTable('sessions')
      .set({ expiresAt: soon })
      .where('userId', '=', other.id)
      .execute();
    const socket = openSocket(t.url, { cookie: other.cookie });
    await connected(socket);
    const reason = await new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
  });
});

describe('ping', () => {
  it('answers with the nonce, the send time and this instance', async () => {
    const socket = openSocket(t.url, { cookie: asha.cookie });
    await connected(socket);
    const sentAt = Date.now();
    const pong = await socket.timeout(2000).emitWithAck('ping', { nonce: 'n-1', sentAt });
    expect(pong).toMatchObject({ nonce: 'n-1', sentAt, serverInstance: t.app.instanceId });
    expect(pong.receivedAt).toBeGreaterThanOrEqual(sentAt);
    expect(Object.keys(pong).sort()).toEqual(['nonce', 'receivedAt', 'sentAt', 'serverInstance']);
  });

  it('ignores a malformed ping instead of echoing it back', async () => {
    const socket = openSocket(t.url, { cookie: asha.cookie });
    await connected(socket);
    const bad = { nonce: 'x'.repeat(500), sentAt: Date.now() };
    await expect(socket.timeout(500).emitWithAck('ping', bad)).rejects.toThrow();
    expect(socket.connected).toBe(true);
  });
});

describe('event bus', () => {
  it("delivers a user's event to each of their sockets and to nobody else", async () => {
    const ashaTab1 = openSocket(t.url, { cookie: asha.cookie });
    const ashaTab2 = openSocket(t.url, { cookie: asha.cookie });
    const raviTab = openSocket(t.url, { cookie: ravi.cookie });
    await Promise.all([connected(ashaTab1), connected(ashaTab2), connected(raviTab)]);
    const raviGot = collect(raviTab);
    const arrivals = Promise.all([
      nextEvent(ashaTab1, 'user.updated'),
      nextEvent(ashaTab2, 'user.updated'),
    ]);

    t.app.events.publish('user.updated', { userId: asha.id }, [userRoom(asha.id)]);

    const [first, second] = await arrivals;
    expect(first.payload).toEqual({ userId: asha.id });
    expect(first.id).toBe(second.id);
    expect(Date.parse(first.at)).not.toBeNaN();
    // Recipients learn nothing about who else the event went to.
    expect(first).not.toHaveProperty('rooms');
    await sleep(200);
    expect(raviGot).toEqual([]);
  });

  it('delivers once to a socket that is in several target rooms', async () => {
    const socket = openSocket(t.url, { cookie: ravi.cookie });
    await connected(socket);
    const got = collect(socket);
    t.app.events.publish('user.updated', { userId: ravi.id }, [
      userRoom(ravi.id),
      userRoom(ravi.id),
      userRoom(asha.id),
    ]);
    await sleep(200);
    expect(got).toHaveLength(1);
  });

  it('publishing to no rooms sends nothing', async () => {
    const socket = openSocket(t.url, { cookie: ravi.cookie });
    await connected(socket);
    const got = collect(socket);
    t.app.events.publish('user.updated', { userId: ravi.id }, []);
    await sleep(200);
    expect(got).toEqual([]);
  });
});

describe('shutdown', () => {
  it('closes promptly while sockets are connected', async () => {
    const other = await buildTestApp();
    const otherUrl = await listen(other.app);
    const user = await makeUser(other.app, 'tenant');
    const socket = openSocket(otherUrl, { cookie: user.cookie });
    await connected(socket);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await dropped).toBe('transport close');
  });
});
