import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { sessionUserSchema, type Role, type SessionUser } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import { as, makeSettledUser as makeUser, signIn } from '../../../test/accounts';

const t = useTestApp();

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers });

describe('GET /api/me', () => {
  it('answers 401 to a signed-out caller', async () => {
    const res = await me(as(null));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('answers 401 to a forged session cookie', async () => {
    const res = await me({ ...as(null), cookie: 'nivaas.session_token=forged.value' });
    expect(res.statusCode).toBe(401);
  });

  it("returns the caller's whole record with every default filled", async () => {
    const owner = await makeUser(t.app, 'owner', { firstName: 'Ravi', lastName: 'Kumar' });
    const res = await me(as(owner));
    expect(res.statusCode).toBe(200);
    const body = res.json<SessionUser>();
    expect(sessionUserSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: owner.id,
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: owner.email,
      emailVerified: true,
      userType: 'owner',
      avatarUrl: '',
      phone: '',
      bio: '',
      serviceCategory: '',
      serviceAreas: [],
      isServiceProvider: false,
      savedLocations: [],
      savedProperties: [],
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    expect(new Date(body.updatedAt).toISOString()).toBe(body.updatedAt);
  });

  it('shows a service provider as one, with service areas in their order', async () => {
    const pro = await makeUser(t.app, 'service-provider');
    await t.app.db
      .insertInto('user_service_areas')
      .values([
        { userId: pro.id, area: 'Madhapur', position: 1 },
        { userId: pro.id, area: 'Banjara Hills', position: 0 },
      ])
      .execute();
    const body = (await me(as(pro))).json<SessionUser>();
    expect(body.userType).toBe('service-provider');
    expect(body.isServiceProvider).toBe(true);
    expect(body.serviceAreas).toEqual(['Banjara Hills', 'Madhapur']);
  });

  it("reads 'Unknown' addresses and empty places for a record never tracked", async () => {
    const user = await makeUser(t.app, 'tenant');
    await t.app.loginTracker.drain();
    await t.app.db
      .updateTable('users')
      .set({
        ipAddress: '',
        lastLoginIP: '',
        location: 'not json',
        lastLoginLocation: '{}',
        lastLoginAt: '',
        lastActive: '',
      })
      .where('id', '=', user.id)
      .execute();
    const body = (await me(as(user))).json<SessionUser>();
    expect(body).toMatchObject({
      ipAddress: 'Unknown',
      lastLoginIP: 'Unknown',
      location: {},
      lastLoginLocation: {},
    });
  });
});

describe('a signed-in person without a profile', () => {
  it('gets one on first read: names split from the display name at the first space', async () => {
    const user = await makeUser(t.app, 'tenant');
    await t.app.db
      .updateTable('users')
      .set({ name: 'Asha  Rani Verma', firstName: '', lastName: '' })
      .where('id', '=', user.id)
      .execute();
    const body = (await me(as(user))).json<SessionUser>();
    expect(body).toMatchObject({
      firstName: 'Asha',
      lastName: 'Rani Verma',
      userType: 'tenant',
      phone: '',
      bio: '',
    });
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstName: 'Asha', lastName: 'Rani Verma' });
  });

  it('keeps a one-word display name as the first name', async () => {
    const user = await makeUser(t.app, 'tenant');
    await t.app.db
      .updateTable('users')
      .set({ name: 'Lakshmi', firstName: '', lastName: '' })
      .where('id', '=', user.id)
      .execute();
    const body = (await me(as(user))).json<SessionUser>();
    expect(body).toMatchObject({ firstName: 'Lakshmi', lastName: '' });
  });

  it('reads a stored role it does not know as tenant', async () => {
    const user = await makeUser(t.app, 'tenant');
    await t.app.db
      .updateTable('users')
      .set({ userType: sql<Role>`'landlord'` })
      .where('id', '=', user.id)
      .execute();
    expect((await me(as(user))).json<SessionUser>().userType).toBe('tenant');
  });
});

describe('a session of a deleted person', () => {
  it('is refused', async () => {
    const user = await makeUser(t.app, 'tenant');
    const cookie = await signIn(t.app, user.email);
    await t.app.loginTracker.drain();
    await t.app.db.deleteFrom('users').where('id', '=', user.id).execute();
    const res = await me({ ...as(null), cookie });
    expect(res.statusCode).toBe(401);
  });
});
