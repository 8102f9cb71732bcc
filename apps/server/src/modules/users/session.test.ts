import { describe, expect, it } from 'vitest';
import { sessionStateSchema, type SessionState, type SessionUser } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import {
  ADMIN_WITHOUT_SECOND_FACTOR,
  as,
  makeSettledUser as makeUser,
  signIn,
} from '../../../test/accounts';

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

describe('admin powers in the session', () => {
  it('says an admin has them only after the second factor on this session, and keeps saying so after a profile edit', async () => {
    const [admin, unverified, owner] = await Promise.all([
      makeUser(t.app, 'admin'),
      makeUser(t.app, ADMIN_WITHOUT_SECOND_FACTOR),
      makeUser(t.app, 'owner'),
    ]);
    const powers = async (who: typeof admin) =>
      (await session(as(who))).json<SessionState>().user?.actsAsAdmin;
    expect(await powers(admin)).toBe(true);
    expect(await powers(unverified)).toBe(false);
    expect(await powers(owner)).toBe(false);

    const edit = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: as(admin),
      payload: { bio: 'Nivaas support' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<SessionUser>().actsAsAdmin).toBe(true);
    // Another person's record says nothing of the caller's powers.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/users/${owner.id}`,
      headers: as(admin),
    });
    expect(other.json<SessionUser>()).toMatchObject({ id: owner.id, actsAsAdmin: false });
  });
});
