import { describe, expect, it } from 'vitest';
import { sessionStateSchema, type SessionState } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeSettledUser as makeUser, signIn } from '../../../test/accounts';

const t = useTestApp();

const session = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/session', headers });

describe('GET /api/session', () => {
  it('answers a visitor with no one, as a success', async () => {
    const res = await session(as(null));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('answers a forged cookie with no one', async () => {
    const res = await session({ ...as(null), cookie: 'nivaas.session_token=forged.value' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('answers a signed-in person with the same record as GET /api/me', async () => {
    const owner = await makeUser(t.app, 'owner', { firstName: 'Ravi', lastName: 'Kumar' });
    const res = await session(as(owner));
    expect(res.statusCode).toBe(200);
    const body = res.json<SessionState>();
    expect(sessionStateSchema.parse(body)).toEqual(body);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: as(owner) });
    expect(body.user).toEqual(me.json());
    expect(body.user).toMatchObject({ id: owner.id, firstName: 'Ravi', userType: 'owner' });
  });

  it('answers a session whose person was deleted with no one', async () => {
    const user = await makeUser(t.app, 'tenant');
    const cookie = await signIn(t.app, user.email);
    await t.app.loginTracker.drain();
    await t.app.db.deleteFrom('users').where('id', '=', user.id).execute();
    const res = await session({ ...as(null), cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });
});
