import { describe, expect, it } from 'vitest';
import type { AccountDeletionCheck, Conversation, ServiceBookingList } from '@nivaas/shared';
import { as, makeUser, signIn, TEST_PASSWORD, type TestUser } from '../../../test/accounts';
import { makeAdmin } from '../../../test/admins';
import { openThread, sendOk } from '../../../test/conversations';
import { makeProperty } from '../../../test/properties';
import { addService } from '../../../test/services';
import { bookSlot, dayHasCome, moveBooking } from '../../../test/service-bookings';
import { enrolTotp, totpCode } from '../../../test/two-factor';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const remove = (user: TestUser | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/account/deletion',
    headers: as(user),
    payload,
  });
const check = async (user: TestUser) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/me/account/deletion', headers: as(user) })
  ).json<AccountDeletionCheck>();

// Each test makes several accounts and listings: minutes, not seconds, on a busy machine.
describe('deleting my account', { timeout: 180_000 }, () => {
  it('needs my password: a wrong one or none changes nothing', async () => {
    const me = await makeUser(t.app);
    for (const payload of [{ password: 'not-my-password' }, {}, { code: '123456' }]) {
      const res = await remove(me, payload);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.reason).toBe('my-data.wrong-confirmation');
    }
    expect((await remove(null, { password: TEST_PASSWORD })).statusCode).toBe(401);
    const still = await t.app.inject({ method: 'GET', url: '/api/me', headers: as(me) });
    expect(still.statusCode).toBe(200);
  });

  it('takes five guesses a minute, then refuses even the right password for a while', async () => {
    const me = await makeUser(t.app);
    for (let i = 0; i < 5; i++)
      expect((await remove(me, { password: `guess-${i}` })).statusCode).toBe(403);
    const sixth = await remove(me, { password: TEST_PASSWORD });
    expect(sixth.statusCode).toBe(429);
    const still = await t.app.inject({ method: 'GET', url: '/api/me', headers: as(me) });
    expect(still.statusCode).toBe(200);
  });

  it('signs me out everywhere; I cannot sign in again; my partner keeps our thread from "Former member"', async () => {
    const owner = await makeUser(t.app, 'owner', { firstName: 'Ravi', lastName: 'Kumar' });
    const seeker = await makeUser(t.app, 'tenant', { firstName: 'Meera', lastName: 'Iyer' });
    const secondDevice = { ...seeker, cookie: await signIn(t.app, seeker.email) };
    const listing = await makeProperty(t.app, owner);
    await t.app.inject({ method: 'PUT', url: `/api/favorites/${listing.id}`, headers: as(seeker) });
    const thread = await openThread(t, seeker, { propertyId: listing.id });
    await sendOk(t, seeker, thread.id, 'Can I visit on Sunday?');
    await sendOk(t, owner, thread.id, 'Yes, after 11.');

    expect(await check(seeker)).toEqual({
      blockedBy: null,
      confirmWith: { password: true, code: false, sms: null },
      serviceBookings: { toCancel: 0, inProgress: 0 },
      listings: 0,
      staysKept: 0,
    });
    const res = await remove(seeker, { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true });

    for (const device of [seeker, secondDevice]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: as(device) });
      expect(me.statusCode).toBe(401);
    }
    await expect(signIn(t.app, seeker.email)).rejects.toThrow(/sign-in failed: 401/);

    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${thread.id}`,
      headers: as(owner),
    });
    expect(seen.statusCode, seen.body).toBe(200);
    const other = seen.json<{ conversation: Conversation }>().conversation.other;
    expect(`${other.firstName} ${other.lastName}`).toBe('Former member');
    const messages = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${thread.id}/messages`,
      headers: as(owner),
    });
    expect(messages.body).toContain('Can I visit on Sunday?');

    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', seeker.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Former member', phone: '', bio: '', avatarUrl: null });
    expect(row.email).not.toContain(seeker.email);
    expect(row.deletedAt).not.toBeNull();
    const favourites = await t.app.db
      .selectFrom('favorites')
      .select('propertyId')
      .where('userId', '=', seeker.id)
      .execute();
    expect(favourites).toEqual([]);
    // The address is free again: a new account may use it.
    expect((await makeUser(t.app, 'tenant', { email: seeker.email })).id).not.toBe(seeker.id);
  });

  it("erases an owner's listings; a provider's open bookings are cancelled and their customers keep the history", async () => {
    const owner = await makeUser(t.app, 'owner');
    const listing = await makeProperty(t.app, owner);
    expect((await check(owner)).listings).toBe(1);
    expect((await remove(owner, { password: TEST_PASSWORD })).statusCode).toBe(200);
    const seeker = await makeUser(t.app);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${listing.id}`,
      headers: as(seeker),
    });
    expect(gone.statusCode).toBe(404);

    const provider = await makeUser(t.app, 'service-provider');
    const customer = await makeUser(t.app, 'tenant');
    const service = await addService(t, provider);
    const waiting = await bookSlot(t, customer, service, { timeSlot: '10:00-11:00' });
    const started = await bookSlot(t, customer, service, { timeSlot: '11:00-12:00' });
    expect((await moveBooking(t, provider, started.id, 'confirmed')).statusCode).toBe(200);
    await dayHasCome(t, started.id);
    expect((await moveBooking(t, provider, started.id, 'in-progress')).statusCode).toBe(200);
    expect((await check(provider)).serviceBookings).toEqual({ toCancel: 1, inProgress: 1 });

    expect((await remove(provider, { password: TEST_PASSWORD })).statusCode).toBe(200);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/service-bookings',
      headers: as(customer),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const items = mine.json<ServiceBookingList>().items;
    expect(Object.fromEntries(items.map((b) => [b.id, b.status]))).toEqual({
      [waiting.id]: 'cancelled',
      [started.id]: 'in-progress',
    });
    for (const b of items)
      expect(`${b.provider.firstName} ${b.provider.lastName}`).toBe('Former member');
  });

  it('takes a code of my authenticator app instead of the password', async () => {
    const me = await makeUser(t.app);
    const { cookie, secret } = await enrolTotp(t.app, me.cookie, TEST_PASSWORD);
    const signedIn = { ...me, cookie };
    expect((await check(signedIn)).confirmWith).toEqual({ password: true, code: true, sms: null });
    const wrong = await remove(signedIn, { code: totpCode(secret, Date.now() - 10 * 60_000) });
    expect(wrong.statusCode).toBe(403);
    const res = await remove(signedIn, { code: totpCode(secret) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses the last admin, and lets an admin go while another remains', async () => {
    const boss = await makeAdmin(t.app);
    expect((await check(boss)).blockedBy).toBe('last-admin');
    const refused = await remove(boss, { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.reason).toBe('my-data.last-admin');

    await makeAdmin(t.app);
    expect((await check(boss)).blockedBy).toBeNull();
    expect((await remove(boss, { password: TEST_PASSWORD })).statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .select('userType')
      .where('id', '=', boss.id)
      .executeTakeFirstOrThrow();
    expect(row.userType).not.toBe('admin');
  });
});
