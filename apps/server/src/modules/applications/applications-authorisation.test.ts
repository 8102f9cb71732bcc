import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ApplicationList } from '@nivaas/shared';
import { as, type TestUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeImage } from '../../../test/images';
import { makeProperty } from '../../../test/properties';
import {
  applyOk,
  applySimple,
  basicAnswers,
  call,
  makeCast,
  stored,
  type Cast,
} from '../../../test/applications';

/**
 * Every application route × everyone who might call it: signed out, another seeker, the
 * applicant, the listing's owner, another owner, a provider, an admin and an admin signed in
 * without the second factor (a plain member).
 */
const WHO = [
  'anonymous',
  'another seeker',
  'the applicant',
  'the owner',
  'another owner',
  'provider',
  'admin',
  'admin without second factor',
] as const;
type Who = (typeof WHO)[number];

let t: TestApp;
let c: Cast;
let application: Application;
beforeAll(async () => {
  t = await buildTestApp();
  c = await makeCast(t);
  application = await applyOk(t, c.seeker, c.listing.id);
}, 60_000);
afterAll(() => t.close());

const userOf = (who: Who): TestUser | null =>
  ({
    anonymous: null,
    'another seeker': c.otherSeeker,
    'the applicant': c.seeker,
    'the owner': c.owner,
    'another owner': c.otherOwner,
    provider: c.provider,
    admin: c.admin,
    'admin without second factor': c.adminWithoutSecondFactor,
  })[who];

/** A new application by the applicant on a new listing of the owner: one per changing call. */
const fresh = async () => applyOk(t, c.seeker, (await makeProperty(t.app, c.owner)).id);

describe('applying', () => {
  const expected: Record<Who, number> = {
    anonymous: 401,
    'another seeker': 201,
    // Already applied: the 409 names the existing application.
    'the applicant': 409,
    'the owner': 403,
    'another owner': 403,
    provider: 403,
    admin: 403,
    'admin without second factor': 403,
  };
  it.each(WHO)('with the form: %s', async (who) => {
    const listing = who === 'the applicant' ? c.listing : await makeProperty(t.app, c.owner);
    const res = await call(t, userOf(who), 'POST', `/api/properties/${listing.id}/applications`, {
      answers: basicAnswers(),
    });
    expect(res.statusCode).toBe(expected[who]);
  });

  it.each(WHO)('with a message and documents: %s', async (who) => {
    const listing = who === 'the applicant' ? c.listing : await makeProperty(t.app, c.owner);
    const res = await applySimple(t, userOf(who), listing.id, [
      { field: 'message', value: 'Hello, I would like to rent this.' },
    ]);
    expect(res.statusCode).toBe(expected[who]);
  });
});

describe('reading', () => {
  it.each<[Who, number, boolean]>([
    ['anonymous', 401, false],
    ['another seeker', 200, false],
    ['the applicant', 200, true],
    ['the owner', 200, true],
    ['another owner', 200, false],
    ['provider', 403, false],
    ['admin', 200, true],
    ['admin without second factor', 200, false],
  ])('the list: %s → %i (lists it: %s)', async (who, status, lists) => {
    const res = await call(t, userOf(who), 'GET', '/api/applications?limit=50');
    expect(res.statusCode).toBe(status);
    if (status === 200)
      expect(res.json<ApplicationList>().applications.some((a) => a.id === application.id)).toBe(
        lists,
      );
  });

  it.each<[Who, number]>([
    ['anonymous', 401],
    ['another seeker', 404],
    ['the applicant', 200],
    ['the owner', 200],
    ['another owner', 404],
    ['provider', 403],
    ['admin', 200],
    ['admin without second factor', 404],
  ])('one application: %s → %i', async (who, status) => {
    const res = await call(t, userOf(who), 'GET', `/api/applications/${application.id}`);
    expect(res.statusCode).toBe(status);
  });

  it.each<[Who, number]>([
    ['anonymous', 404],
    ['another seeker', 404],
    ['the applicant', 200],
    ['the owner', 200],
    ['another owner', 404],
    ['provider', 404],
    ['admin', 200],
    ['admin without second factor', 404],
  ])("a document's file: %s → %i", async (who, status) => {
    const listing = await makeProperty(t.app, c.owner);
    const res = await applySimple(t, c.seeker, listing.id, [
      { field: 'message', value: 'My payslip is attached.' },
      {
        field: 'documents',
        filename: 'payslip.png',
        contentType: 'image/png',
        data: await makeImage('png', 64, 64),
      },
    ]);
    const [document] = res.json<{ application: Application }>().application.documents;
    const file = await t.app.inject({
      method: 'GET',
      url: document!.url,
      headers: as(userOf(who)),
    });
    expect(file.statusCode).toBe(status);
    if (status === 200) expect(file.headers['cache-control']).toMatch(/^private/);
  });
});

describe('deciding and withdrawing', () => {
  const deciding: Array<[Who, number]> = [
    ['anonymous', 401],
    ['another seeker', 404],
    ['the applicant', 403],
    ['the owner', 200],
    ['another owner', 404],
    ['provider', 403],
    ['admin', 200],
    ['admin without second factor', 404],
  ];
  it.each(deciding)('approve: %s → %i', async (who, status) => {
    const a = await fresh();
    const res = await call(t, userOf(who), 'POST', `/api/applications/${a.id}/approve`);
    expect(res.statusCode).toBe(status);
    expect((await stored(t, a.id))!.status).toBe(status === 200 ? 'approved' : 'submitted');
  });

  it.each(deciding)('reject: %s → %i', async (who, status) => {
    const a = await fresh();
    const res = await call(t, userOf(who), 'POST', `/api/applications/${a.id}/reject`, {
      reason: 'Not this time',
    });
    expect(res.statusCode).toBe(status);
    expect((await stored(t, a.id))!.status).toBe(status === 200 ? 'rejected' : 'submitted');
  });

  it.each<[Who, number]>([
    ['anonymous', 401],
    ['another seeker', 404],
    ['the applicant', 204],
    ['the owner', 403],
    ['another owner', 404],
    ['provider', 403],
    ['admin', 403],
    ['admin without second factor', 404],
  ])('withdraw: %s → %i', async (who, status) => {
    const a = await fresh();
    const res = await call(t, userOf(who), 'DELETE', `/api/applications/${a.id}`);
    expect(res.statusCode).toBe(status);
    expect(await stored(t, a.id)).toEqual(status === 204 ? undefined : expect.anything());
  });

  it('an admin deciding is put on the audit log; the owner deciding is not', async () => {
    const byAdmin = await fresh();
    const byOwner = await fresh();
    await call(t, c.admin, 'POST', `/api/applications/${byAdmin.id}/approve`);
    await call(t, c.owner, 'POST', `/api/applications/${byOwner.id}/approve`);
    const audited = await t.app.db
      .selectFrom('audit_log')
      .select(['targetId', 'actorId', 'action'])
      .where('targetType', '=', 'application')
      .where('targetId', 'in', [byAdmin.id, byOwner.id])
      .execute();
    expect(audited).toEqual([
      { targetId: byAdmin.id, actorId: c.admin.id, action: 'application.approve' },
    ]);
  });
});

describe('application forms', () => {
  it.each<[Who, number]>([
    ['anonymous', 401],
    ['another seeker', 200],
    ['the applicant', 200],
    ['the owner', 200],
    ['another owner', 200],
    ['provider', 200],
    ['admin', 200],
    ['admin without second factor', 200],
  ])('read: %s → %i', async (who, status) => {
    const res = await call(
      t,
      userOf(who),
      'GET',
      `/api/properties/${c.listing.id}/application-form`,
    );
    expect(res.statusCode).toBe(status);
  });

  it.each<[Who, number]>([
    ['anonymous', 401],
    ['another seeker', 403],
    ['the applicant', 403],
    ['the owner', 200],
    ['another owner', 403],
    ['provider', 403],
    ['admin', 200],
    ['admin without second factor', 403],
  ])('save: %s → %i', async (who, status) => {
    const listing = await makeProperty(t.app, c.owner);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}/application-form`,
      headers: as(userOf(who)),
      payload: { templateName: 'lifestyle', fields: [{ id: 'x', name: 'x', type: 'text' }] },
    });
    expect(res.statusCode).toBe(status);
    const row = await t.app.db
      .selectFrom('application_forms')
      .select('templateName')
      .where('propertyId', '=', listing.id)
      .executeTakeFirst();
    expect(row?.templateName).toBe(status === 200 ? 'lifestyle' : undefined);
  });

  it("an inactive listing's form reads as missing to all but its owner and admins", async () => {
    const hidden = await makeProperty(t.app, c.owner, { status: 'inactive' });
    const url = `/api/properties/${hidden.id}/application-form`;
    expect((await call(t, c.seeker, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, c.owner, 'GET', url)).statusCode).toBe(200);
    expect((await call(t, c.admin, 'GET', url)).statusCode).toBe(200);
    expect((await call(t, c.adminWithoutSecondFactor, 'GET', url)).statusCode).toBe(404);
  });
});

describe('tenant profiles', () => {
  it.each<[Who, number]>([
    ['anonymous', 401],
    ['another seeker', 200],
    ['the applicant', 200],
    ['the owner', 403],
    ['another owner', 403],
    ['provider', 403],
    ['admin', 403],
    ['admin without second factor', 403],
  ])('read and save my own: %s → %i', async (who, status) => {
    const user = userOf(who);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/tenant-profile',
      headers: as(user),
      payload: { fields: { occupation: 'Teacher' } },
    });
    expect(put.statusCode).toBe(status);
    expect((await call(t, user, 'GET', '/api/me/tenant-profile')).statusCode).toBe(status);
    if (status === 401)
      expect(put.json().error.message).toBe('You must be logged in to save your profile');
  });
});
