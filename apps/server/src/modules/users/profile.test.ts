import { describe, expect, it } from 'vitest';
import { ROLES, VALIDATION, userRoom, type SessionUser } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeSettledUser as makeUser, type TestUser } from '../../../test/accounts';
import { collect, connected, nextEvent, openSocket, sleep } from '../../../test/sockets';

const t = useTestApp({ listen: true });

const patch = (user: TestUser | null, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: as(user),
    payload: payload as Record<string, unknown>,
  });
const row = (id: string) =>
  t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('PATCH /api/profile', () => {
  it('changes name, phone and bio, keeps the display name in step and answers the new record', async () => {
    const user = await makeUser(t.app, 'tenant', { firstName: 'Asha', lastName: 'Verma' });
    const res = await patch(user, {
      firstName: ' Asha ',
      lastName: 'Rao',
      phone: '098765 43210',
      bio: 'Looking for a 2BHK in Pune.',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<SessionUser>();
    expect(body).toMatchObject({
      id: user.id,
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '+919876543210',
      bio: 'Looking for a 2BHK in Pune.',
    });
    const stored = await row(user.id);
    expect(stored).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rao',
      name: 'Asha Rao',
      phone: '+919876543210',
    });
    expect(body.updatedAt >= body.createdAt).toBe(true);
  });

  it('changes only the fields sent; clearing the phone is allowed', async () => {
    const user = await makeUser(t.app, 'owner', { firstName: 'Ravi', lastName: 'Kumar' });
    await patch(user, { phone: '9876543210', bio: 'Owner in Guntur' });
    const res = await patch(user, { lastName: 'Reddy', phone: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Ravi',
      lastName: 'Reddy',
      phone: '',
      bio: 'Owner in Guntur',
    });
    expect((await row(user.id)).name).toBe('Ravi Reddy');
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const user = await makeUser(t.app, 'tenant', { firstName: 'Asha', lastName: 'Verma' });
    const before = await row(user.id);
    const res = await patch(user, {
      firstName: '',
      lastName: 'x'.repeat(61),
      phone: '12345',
      bio: 'b'.repeat(1001),
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('invalid-argument');
    expect(error.fields).toEqual({
      firstName: VALIDATION.required,
      lastName: VALIDATION.nameTooLong,
      phone: VALIDATION.phone,
      bio: VALIDATION.bioTooLong,
    });
    expect(await row(user.id)).toEqual(before);
  });

  it('refuses a body that is not an object and stores nothing', async () => {
    const user = await makeUser(t.app, 'tenant');
    const before = await row(user.id);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { ...as(user), 'content-type': 'application/json' },
      payload: '"firstName"',
    });
    expect(res.statusCode).toBe(400);
    expect(await row(user.id)).toEqual(before);
  });

  it("tells the person's other tabs through the realtime channel after the change", async () => {
    const user = await makeUser(t.app, 'tenant');
    const socket = openSocket(t.url, { cookie: user.cookie });
    await connected(socket);
    const event = nextEvent(socket, 'user.updated');
    await patch(user, { bio: 'Hello' });
    expect((await event).payload).toEqual({ userId: user.id });
    expect(userRoom(user.id)).toBe(`user:${user.id}`);
  });

  it('does not tell anyone else', async () => {
    const user = await makeUser(t.app, 'tenant');
    const other = await makeUser(t.app, 'tenant');
    const socket = openSocket(t.url, { cookie: other.cookie });
    await connected(socket);
    const received = collect(socket);
    await patch(user, { bio: 'Private change' });
    await sleep(200);
    expect(received).toEqual([]);
  });
});

describe('PATCH /api/profile authorisation', () => {
  it('answers 401 "No user logged in" to a signed-out caller, before looking at the body', async () => {
    for (const body of [{ bio: 'x' }, { firstName: '' }]) {
      const res = await patch(null, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        code: 'unauthenticated',
        message: 'No user logged in',
      });
    }
  });

  it('refuses a cookie-carrying request from a foreign origin', async () => {
    const user = await makeUser(t.app, 'tenant', { firstName: 'Asha', lastName: 'Verma' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { origin: 'https://evil.example', cookie: user.cookie },
      payload: { firstName: 'Evil' },
    });
    expect(res.statusCode).toBe(403);
    expect((await row(user.id)).firstName).toBe('Asha');
  });

  it.each(ROLES)('lets a %s edit their own profile', async (role) => {
    const user = await makeUser(t.app, role);
    const res = await patch(user, { bio: `I am a ${role}` });
    expect(res.statusCode).toBe(200);
    expect((await row(user.id)).bio).toBe(`I am a ${role}`);
  });

  it("never touches another person's record, nor the caller's role or email, whatever the body names", async () => {
    const caller = await makeUser(t.app, 'tenant', { firstName: 'Asha', lastName: 'Verma' });
    const victim = await makeUser(t.app, 'owner', { firstName: 'Ravi', lastName: 'Kumar' });
    const victimBefore = await row(victim.id);
    const res = await patch(caller, {
      id: victim.id,
      userId: victim.id,
      userType: 'admin',
      email: victim.email,
      emailVerified: false,
      isServiceProvider: true,
      avatarUrl: 'https://evil.example/x.png',
      firstName: 'Changed',
    });
    expect(res.statusCode).toBe(200);
    expect(await row(victim.id)).toEqual(victimBefore);
    const mine = await row(caller.id);
    expect(mine).toMatchObject({
      firstName: 'Changed',
      userType: 'tenant',
      email: caller.email,
      avatarUrl: null,
    });
    expect(Boolean(mine.isServiceProvider)).toBe(false);
    expect(Boolean(mine.emailVerified)).toBe(true);
  });

  it('gives an admin no way to edit someone else through this route', async () => {
    const admin = await makeUser(t.app, 'admin', { firstName: 'Meera', lastName: 'Iyer' });
    const other = await makeUser(t.app, 'tenant', { firstName: 'Priya', lastName: 'Sharma' });
    const before = await row(other.id);
    const res = await patch(admin, { id: other.id, firstName: 'Edited' });
    expect(res.statusCode).toBe(200);
    expect(await row(other.id)).toEqual(before);
    expect((await row(admin.id)).firstName).toBe('Edited');
  });
});
