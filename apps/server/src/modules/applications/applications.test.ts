import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_FORM_MESSAGES,
  APPLICATION_MESSAGES,
  type Application,
  type ApplicationList,
} from '@nivaas/shared';
import { makeUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { makeProperty } from '../../../test/properties';
import {
  apply,
  applyOk,
  basicAnswers,
  call,
  makeCast,
  saveForm,
  stored,
  type Cast,
} from '../../../test/applications';

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await buildTestApp();
  c = await makeCast(t);
}, 60_000);
afterAll(() => t.close());

const count = async (propertyId: string) =>
  (
    await t.app.db
      .selectFrom('applications')
      .select('id')
      .where('propertyId', '=', propertyId)
      .execute()
  ).length;

describe('applying with the listing form', () => {
  it("checks the answers against that listing's form on the server, naming each field, and stores nothing", async () => {
    const listing = await makeProperty(t.app, c.owner);
    const res = await apply(t, c.seeker, listing.id, {
      answers: { occupation: '', income: 'a lot', duration: 'Forever' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'answers.occupation': APPLICATION_FORM_MESSAGES.required,
      'answers.income': APPLICATION_FORM_MESSAGES.number,
      'answers.moveInDate': APPLICATION_FORM_MESSAGES.required,
      'answers.duration': APPLICATION_FORM_MESSAGES.option,
    });
    expect(await count(listing.id)).toBe(0);
  });

  it('refuses a body that is not answers (400) and stores nothing', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const res = await apply(t, c.seeker, listing.id, { answers: 'all good' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('answers');
    expect(await count(listing.id)).toBe(0);
  });

  it('follows the form the owner chose: Lifestyle asks other questions, religion stays optional', async () => {
    const listing = await makeProperty(t.app, c.owner);
    expect(
      (await saveForm(t, c.owner, listing.id, { templateName: 'lifestyle', fields: [] as never }))
        .statusCode,
    ).toBe(400);
    const lifestyle = await t.app.inject({
      method: 'GET',
      url: `/api/properties/${listing.id}/application-form`,
      headers: { origin: 'http://localhost:3000', cookie: c.owner.cookie },
    });
    expect(lifestyle.json().chosen).toBe(false);
    const { LIFESTYLE_APPLICATION_FORM } = await import('@nivaas/shared');
    expect((await saveForm(t, c.owner, listing.id, LIFESTYLE_APPLICATION_FORM)).statusCode).toBe(
      200,
    );
    const basic = await apply(t, c.seeker, listing.id);
    expect(basic.statusCode).toBe(400);
    expect(Object.keys(basic.json().error.fields)).toEqual([
      'answers.workSchedule',
      'answers.smoking',
      'answers.pets',
      'answers.visitors',
    ]);
    const application = await applyOk(t, c.seeker, listing.id, {
      answers: {
        occupation: 'Nurse',
        workSchedule: 'Night shift',
        smoking: 'No',
        pets: 'No pets',
        visitors: 'Rarely',
        income: 40000,
      },
    });
    expect(application.status).toBe('submitted');
    expect(application.kind).toBe('form');
    // Only the form's own questions are kept, with the form as it was.
    expect(application.answers).toEqual({
      occupation: 'Nurse',
      workSchedule: 'Night shift',
      smoking: 'No',
      pets: 'No pets',
      visitors: 'Rarely',
    });
    expect(application.fields.map((f) => f.name)).toContain('religion');
  });

  it('answers with the applicant, the listing and a submitted status', async () => {
    const listing = await makeProperty(t.app, c.owner, { title: 'Quiet 1BHK', rent: 9000 });
    const application = await applyOk(t, c.seeker, listing.id);
    expect(application).toMatchObject({
      propertyId: listing.id,
      tenantId: c.seeker.id,
      ownerId: c.owner.id,
      status: 'submitted',
      answers: basicAnswers(),
      rejectionReason: null,
      reviewedAt: null,
      applicant: { id: c.seeker.id, firstName: 'Asha', lastName: 'Rao' },
      property: { id: listing.id, title: 'Quiet 1BHK', city: 'Guntur', rent: 9000 },
    });
  });

  it('keeps the answers in the tenant profile when asked to', async () => {
    const seeker = await makeUser(t.app, 'tenant');
    await call(t, seeker, 'GET', '/api/me/tenant-profile');
    const listing = await makeProperty(t.app, c.owner);
    await applyOk(t, seeker, listing.id, { answers: basicAnswers(), updateProfile: true });
    const res = await call(t, seeker, 'GET', '/api/me/tenant-profile');
    expect(res.json().profile.fields).toEqual(basicAnswers());
  });

  it('is refused for a listing off the market (409) and an unknown one (404)', async () => {
    const listing = await makeProperty(t.app, c.owner, { status: 'rented' });
    const res = await apply(t, c.seeker, listing.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.reason).toBe('application.not-open');
    expect((await apply(t, c.seeker, 'no-such-listing')).statusCode).toBe(404);
  });
});

describe('one live application per seeker per listing', () => {
  it('answers a second submit with 409 naming the existing application', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const first = await applyOk(t, c.seeker, listing.id);
    const again = await apply(t, c.seeker, listing.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      reason: 'application.already-applied',
      message: APPLICATION_MESSAGES.alreadyApplied,
      details: { applicationId: first.id },
    });
    expect(await count(listing.id)).toBe(1);
  });

  it('holds when the same seeker submits many times at once', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => apply(t, c.otherSeeker, listing.id)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await count(listing.id)).toBe(1);
  });

  it('frees the place once the application is rejected or withdrawn, not once approved', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const seeker = await makeUser(t.app, 'tenant');
    const first = await applyOk(t, seeker, listing.id);
    await call(t, c.owner, 'POST', `/api/applications/${first.id}/reject`, { reason: 'Full' });
    const second = await applyOk(t, seeker, listing.id);
    expect((await call(t, seeker, 'DELETE', `/api/applications/${second.id}`)).statusCode).toBe(
      204,
    );
    const third = await applyOk(t, seeker, listing.id);
    await call(t, c.owner, 'POST', `/api/applications/${third.id}/approve`);
    expect((await apply(t, seeker, listing.id)).statusCode).toBe(409);
  });
});

describe('deciding', () => {
  it('approves, recording the review time', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const application = await applyOk(t, c.seeker, listing.id);
    const res = await call(t, c.owner, 'POST', `/api/applications/${application.id}/approve`);
    expect(res.statusCode).toBe(200);
    const decided = res.json<{ application: Application }>().application;
    expect(decided.status).toBe('approved');
    expect(Date.parse(decided.reviewedAt!)).toBeGreaterThanOrEqual(
      Date.parse(application.submittedAt),
    );
    expect(decided.rejectionReason).toBeNull();
  });

  it('rejects with an optional reason, and never twice', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const a = await applyOk(t, c.seeker, listing.id);
    const b = await applyOk(t, c.otherSeeker, listing.id);
    const withReason = await call(t, c.owner, 'POST', `/api/applications/${a.id}/reject`, {
      reason: '  Looking for a family  ',
    });
    expect(withReason.json().application).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Looking for a family',
    });
    const without = await call(t, c.owner, 'POST', `/api/applications/${b.id}/reject`);
    expect(without.json().application).toMatchObject({ status: 'rejected', rejectionReason: null });
    const again = await call(t, c.owner, 'POST', `/api/applications/${a.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe('application.already-decided');
    expect((await stored(t, a.id))!.status).toBe('rejected');
  });

  it('refuses a reason that is too long (400) and changes nothing', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const a = await applyOk(t, c.seeker, listing.id);
    const res = await call(t, c.owner, 'POST', `/api/applications/${a.id}/reject`, {
      reason: 'x'.repeat(501),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ reason: APPLICATION_MESSAGES.reasonTooLong });
    expect((await stored(t, a.id))!).toMatchObject({ status: 'submitted', reviewedAt: null });
  });
});

describe('withdrawing', () => {
  it('deletes the application while it waits, and not once decided', async () => {
    const listing = await makeProperty(t.app, c.owner);
    const a = await applyOk(t, c.seeker, listing.id);
    expect((await call(t, c.seeker, 'DELETE', `/api/applications/${a.id}`)).statusCode).toBe(204);
    expect(await stored(t, a.id)).toBeUndefined();
    expect((await call(t, c.seeker, 'GET', `/api/applications/${a.id}`)).statusCode).toBe(404);

    const b = await applyOk(t, c.seeker, listing.id);
    await call(t, c.owner, 'POST', `/api/applications/${b.id}/approve`);
    const late = await call(t, c.seeker, 'DELETE', `/api/applications/${b.id}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.reason).toBe('application.withdraw-only-open');
    expect((await stored(t, b.id))!.status).toBe('approved');
  });
});

describe('listing applications', () => {
  it('shows an owner only the applications to their own listings, filtered by status and listing, page by page', async () => {
    const owner = await makeUser(t.app, 'owner');
    const other = await makeUser(t.app, 'owner');
    const [l1, l2] = [await makeProperty(t.app, owner), await makeProperty(t.app, owner)];
    const elsewhere = await makeProperty(t.app, other);
    const seekers = await Promise.all([1, 2, 3].map(() => makeUser(t.app, 'tenant')));
    const ids: string[] = [];
    for (const s of seekers) {
      ids.push((await applyOk(t, s, l1.id)).id);
      ids.push((await applyOk(t, s, l2.id)).id);
      await applyOk(t, s, elsewhere.id);
    }
    await call(t, owner, 'POST', `/api/applications/${ids[0]}/approve`);
    await call(t, owner, 'POST', `/api/applications/${ids[1]}/reject`);

    const all: Application[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        t,
        owner,
        'GET',
        `/api/applications?limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const page = res.json<ApplicationList>();
      all.push(...page.applications);
      cursor = page.nextCursor;
    } while (cursor);
    expect(all.map((a) => a.id).sort()).toEqual([...ids].sort());
    // Newest submission first.
    expect(all.map((a) => a.submittedAt)).toEqual(
      [...all.map((a) => a.submittedAt)].sort().reverse(),
    );

    const approved = (
      await call(t, owner, 'GET', '/api/applications?status=approved')
    ).json<ApplicationList>();
    expect(approved.applications.map((a) => a.id)).toEqual([ids[0]]);
    const ofL2 = (
      await call(t, owner, 'GET', `/api/applications?propertyId=${l2.id}&status=submitted`)
    ).json<ApplicationList>();
    expect(ofL2.applications.map((a) => a.id).sort()).toEqual([ids[3], ids[5]].sort());
    // Another owner's listing named in the filter shows nothing of theirs.
    const foreign = (
      await call(t, owner, 'GET', `/api/applications?propertyId=${elsewhere.id}`)
    ).json<ApplicationList>();
    expect(foreign.applications).toEqual([]);

    const mine = (await call(t, seekers[0]!, 'GET', '/api/applications')).json<ApplicationList>();
    expect(mine.applications).toHaveLength(3);
    expect(mine.applications.every((a) => a.tenantId === seekers[0]!.id)).toBe(true);
  });

  it('refuses a broken cursor or status (400)', async () => {
    expect((await call(t, c.owner, 'GET', '/api/applications?cursor=nope')).statusCode).toBe(400);
    expect((await call(t, c.owner, 'GET', '/api/applications?status=lost')).statusCode).toBe(400);
  });
});
