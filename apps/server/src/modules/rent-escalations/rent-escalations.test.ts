import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addKolkataMonths,
  kolkataDate,
  startOfKolkataDay,
  type Notification,
  type Property,
  type RentEscalation,
  type RentEscalationApplied,
  type RentEscalationNoticeList,
  type RentEscalationState,
} from '@nivaas/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as, makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import {
  confirmedStay,
  dayFromToday,
  makeStayCast,
  STAY_SETUP_TIMEOUT_MS,
  type StayCast,
} from '../../../test/stays';
import { deliveriesSent } from '../../plugins/deliveries/deliveries';

let t: TestApp;
let cast: StayCast;
beforeAll(async () => {
  // The scheduler is driven by hand here (rent-escalation-scheduler.test.ts runs it).
  t = await buildTestApp({ env: { RENT_ESCALATION_INTERVAL_MS: '0' } });
  cast = await makeStayCast(t.app);
  await confirmedStay(t.app, cast);
}, STAY_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const send = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

const notificationsOf = async (user: TestUser): Promise<Notification[]> =>
  (await send(user, 'GET', '/api/notifications?limit=50')).json<{ notifications: Notification[] }>()
    .notifications;

describe('rent escalation', () => {
  it('is set by the owner and read by the owner and the tenant', async () => {
    const empty = await send(
      cast.owner,
      'GET',
      `/api/properties/${cast.listing.id}/rent-escalation`,
    );
    expect(empty.json<RentEscalationState>()).toEqual({ rentEscalation: null });

    const due = dayFromToday(40);
    const saved = await send(
      cast.owner,
      'PUT',
      `/api/properties/${cast.listing.id}/rent-escalation`,
      {
        rentIncreaseType: 'percentage',
        rentIncreaseValue: 5,
        rentIncreaseFrequencyMonths: 12,
        nextEscalationDue: due,
      },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<RentEscalation>()).toMatchObject({
      propertyId: cast.listing.id,
      rentIncreaseType: 'percentage',
      rentIncreaseValue: 5,
      rentIncreaseFrequencyMonths: 12,
      nextEscalationDue: startOfKolkataDay(due),
      initialRent: 12_000,
      currentRent: 12_000,
      nextRent: 12_600,
      lastEscalationDate: null,
      escalationHistory: [],
    });
    const read = await send(
      cast.tenant,
      'GET',
      `/api/properties/${cast.listing.id}/rent-escalation`,
    );
    expect(read.json<RentEscalationState>().rentEscalation?.nextRent).toBe(12_600);

    // Without a date, a changed setting keeps its due date.
    const changed = await send(
      cast.owner,
      'PUT',
      `/api/properties/${cast.listing.id}/rent-escalation`,
      {
        rentIncreaseType: 'fixed',
        rentIncreaseValue: 500,
        rentIncreaseFrequencyMonths: 11,
      },
    );
    expect(changed.json<RentEscalation>()).toMatchObject({
      rentIncreaseType: 'fixed',
      nextEscalationDue: startOfKolkataDay(due),
      nextRent: 12_500,
      createdAt: saved.json<RentEscalation>().createdAt,
    });
  });

  it('applies an increase now: rent, history, dates, notices, and seekers hear the new price', async () => {
    const interested = await makeUser(t.app, 'tenant');
    await send(interested, 'POST', `/api/properties/${cast.listing.id}/interest`);
    const before = Date.now();
    const res = await send(
      cast.owner,
      'POST',
      `/api/properties/${cast.listing.id}/rent-escalation/apply`,
    );
    expect(res.statusCode).toBe(200);
    const { rentEscalation, applied } = res.json<RentEscalationApplied>();
    expect(applied).toMatchObject({
      previousRent: 12_000,
      newRent: 12_500,
      increaseAmount: 500,
      increasePercentage: 4.17,
      notifiedTenant: true,
      notifiedOwner: true,
      appliedAutomatically: false,
    });
    expect(rentEscalation.currentRent).toBe(12_500);
    expect(rentEscalation.lastEscalationDate).toBe(applied.date);
    expect(Date.parse(applied.date)).toBeGreaterThanOrEqual(before - 1);
    // Next due: now plus 11 calendar months of Asia/Kolkata.
    expect(rentEscalation.nextEscalationDue).toBe(addKolkataMonths(applied.date, 11));
    expect(rentEscalation.escalationHistory).toEqual([applied]);

    const listing = await send(cast.owner, 'GET', `/api/properties/${cast.listing.id}`);
    expect(listing.json<Property>().rent).toBe(12_500);
    const history = await send(
      cast.tenant,
      'GET',
      `/api/properties/${cast.listing.id}/rent-escalation/history`,
    );
    expect(history.json()).toEqual({ history: [applied] });

    const price = (await notificationsOf(interested)).find((n) => n.type === 'priceChange');
    expect(price).toMatchObject({
      propertyId: cast.listing.id,
      data: { oldPrice: 12_000, newPrice: 12_500 },
    });
    for (const user of [cast.tenant, cast.owner])
      expect(
        (await notificationsOf(user)).filter((n) => n.type === 'rentEscalationApplied'),
      ).toHaveLength(1);
    await deliveriesSent(t.app.bus);
    const mails = await t.database.db
      .selectFrom('outbox_mails')
      .select('to')
      .where('subject', '=', 'Rent increased - Nivaas')
      .execute();
    expect(mails.map((m) => m.to).sort()).toEqual([cast.owner.email, cast.tenant.email].sort());
  });

  it('lets the tenant acknowledge a notice, and the owner sees it', async () => {
    const mine = (
      await send(cast.tenant, 'GET', '/api/rent-escalation-notices')
    ).json<RentEscalationNoticeList>();
    const notice = mine.notices.find((n) => n.kind === 'applied');
    expect(notice).toMatchObject({
      recipientRole: 'tenant',
      previousRent: 12_000,
      newRent: 12_500,
      acknowledgedAt: null,
    });
    const ack = await send(
      cast.tenant,
      'POST',
      `/api/rent-escalation-notices/${notice!.id}/acknowledge`,
    );
    expect(ack.statusCode).toBe(200);
    const at = ack.json<{ acknowledgedAt: string }>().acknowledgedAt;
    expect(at).not.toBeNull();
    // A second acknowledgement keeps the first time.
    const again = await send(
      cast.tenant,
      'POST',
      `/api/rent-escalation-notices/${notice!.id}/acknowledge`,
    );
    expect(again.json<{ acknowledgedAt: string }>().acknowledgedAt).toBe(at);
    const seen = (
      await send(cast.owner, 'GET', `/api/properties/${cast.listing.id}/rent-escalation/notices`)
    ).json<RentEscalationNoticeList>();
    expect(seen.notices.find((n) => n.id === notice!.id)).toMatchObject({
      acknowledgedAt: at,
      recipient: { id: cast.tenant.id },
    });
    // The owner cannot acknowledge for the tenant.
    const forOther = await send(
      cast.owner,
      'POST',
      `/api/rent-escalation-notices/${notice!.id}/acknowledge`,
    );
    expect(forOther.statusCode).toBe(404);
  });

  it('says there are no settings when applying without any', async () => {
    const listing = await makeProperty(t.app, cast.owner);
    const res = await send(
      cast.owner,
      'POST',
      `/api/properties/${listing.id}/rent-escalation/apply`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      reason: 'rent-escalation.not-found',
      message: 'No rent escalation settings found for this property',
    });
  });

  it("runs an owner's due increases and no one else's; other roles get 0", async () => {
    const owner = await makeUser(t.app, 'owner');
    const today = kolkataDate(new Date());
    const listings = [
      await makeProperty(t.app, owner, { rent: 10_000 }),
      await makeProperty(t.app, owner, { rent: 20_000 }),
    ];
    for (const listing of listings)
      await send(owner, 'PUT', `/api/properties/${listing.id}/rent-escalation`, {
        rentIncreaseType: 'percentage',
        rentIncreaseValue: 10,
        rentIncreaseFrequencyMonths: 12,
        // Due from 00:00 IST today: already due.
        nextEscalationDue: today,
      });
    for (const user of [cast.anotherOwner, cast.tenant, cast.provider, cast.admin])
      expect((await send(user, 'POST', '/api/rent-escalations/run-due')).json()).toEqual({
        applied: 0,
      });
    expect((await send(owner, 'POST', '/api/rent-escalations/run-due')).json()).toEqual({
      applied: 2,
    });
    expect((await send(owner, 'POST', '/api/rent-escalations/run-due')).json()).toEqual({
      applied: 0,
    });
    const rents = await Promise.all(
      listings.map(
        async (l) => (await send(owner, 'GET', `/api/properties/${l.id}`)).json<Property>().rent,
      ),
    );
    expect(rents).toEqual([11_000, 22_000]);
  });
});
