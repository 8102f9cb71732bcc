import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_PROFILE_MESSAGES, type TenantProfileResult } from '@nivaas/shared';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
let seeker: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  seeker = await makeUser(t.app, 'tenant');
}, 60_000);
afterAll(() => t.close());

const get = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/me/tenant-profile', headers: as(seeker) })
  ).json<TenantProfileResult>();
const put = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/me/tenant-profile', headers: as(seeker), payload });

describe('the tenant profile', () => {
  it('is empty before the first save, then keeps what was saved, blanks left out', async () => {
    expect(await get()).toEqual({ profile: null });
    const res = await put({ fields: { occupation: 'Teacher', income: 52000, additionalInfo: '' } });
    expect(res.statusCode).toBe(200);
    const { profile } = await get();
    expect(profile).toMatchObject({
      userId: seeker.id,
      fields: { occupation: 'Teacher', income: 52000 },
    });
    // A second save replaces the answers and keeps the first save's date.
    await put({ fields: { occupation: 'Head teacher' } });
    const again = (await get()).profile!;
    expect(again.fields).toEqual({ occupation: 'Head teacher' });
    expect(again.createdAt).toBe(profile!.createdAt);
  });

  it.each([
    ['a field name that is not a name', { 'my field!': 'x' }, TENANT_PROFILE_MESSAGES.fieldName],
    ['an answer that is too long', { notes: 'x'.repeat(2001) }, TENANT_PROFILE_MESSAGES.tooLong],
    ['an answer that is neither text nor a number', { pets: ['cat'] }, undefined],
  ])('refuses %s (400) and keeps what it had', async (_name, fields, message) => {
    const before = await get();
    const res = await put({ fields });
    expect(res.statusCode).toBe(400);
    const messages = Object.values(res.json().error.fields as Record<string, string>);
    if (message) expect(messages).toContain(message);
    expect(await get()).toEqual(before);
  });
});
