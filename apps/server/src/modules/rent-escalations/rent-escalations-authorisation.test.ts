import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RentEscalationNoticeList } from '@nivaas/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as, type TestUser } from '../../../test/accounts';
import {
  confirmedStay,
  dayFromToday,
  makeStayCast,
  STAY_SETUP_TIMEOUT_MS,
  type StayCast,
} from '../../../test/stays';

type Caller =
  | 'anonymous'
  | 'another seeker'
  | "the listing's tenant"
  | "the listing's owner"
  | 'another owner'
  | 'provider'
  | 'admin'
  | 'admin without second factor';
const CALLERS: Caller[] = [
  'anonymous',
  'another seeker',
  "the listing's tenant",
  "the listing's owner",
  'another owner',
  'provider',
  'admin',
  'admin without second factor',
];

let t: TestApp;
let cast: StayCast;
let who: Record<Caller, TestUser | null>;
let tenantNoticeId: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { RENT_ESCALATION_INTERVAL_MS: '0' } });
  cast = await makeStayCast(t.app);
  await confirmedStay(t.app, cast);
  who = {
    anonymous: null,
    'another seeker': cast.anotherSeeker,
    "the listing's tenant": cast.tenant,
    "the listing's owner": cast.owner,
    'another owner': cast.anotherOwner,
    provider: cast.provider,
    admin: cast.admin,
    'admin without second factor': cast.adminWithoutSecondFactor,
  };
  await inject(cast.owner, 'PUT', settingUrl(), validSetting);
  // One applied increase gives the tenant a notice to acknowledge.
  await inject(cast.owner, 'POST', `${settingUrl()}/apply`);
  const mine = await inject(cast.tenant, 'GET', '/api/rent-escalation-notices');
  tenantNoticeId = mine.json<RentEscalationNoticeList>().notices[0]!.id;
}, STAY_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const settingUrl = () => `/api/properties/${cast.listing.id}/rent-escalation`;
const validSetting = {
  rentIncreaseType: 'fixed',
  rentIncreaseValue: 250,
  rentIncreaseFrequencyMonths: 6,
  nextEscalationDue: dayFromToday(90),
};
const inject = (
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

/** Everything a refused change must leave as it was. */
const snapshot = async () => ({
  settings: await t.database.db.selectFrom('rent_escalations').selectAll().execute(),
  history: await t.database.db
    .selectFrom('rent_escalation_history')
    .selectAll()
    .orderBy('id')
    .execute(),
  notices: await t.database.db
    .selectFrom('rent_escalation_notices')
    .selectAll()
    .orderBy('id')
    .execute(),
  rent: (
    await t.database.db
      .selectFrom('properties')
      .select('rent')
      .where('id', '=', cast.listing.id)
      .executeTakeFirstOrThrow()
  ).rent,
});

interface Route {
  name: string;
  call: (user: TestUser | null) => ReturnType<typeof inject>;
  expected: Record<Caller, number>;
  changes?: boolean;
}
const ROUTES: Route[] = [
  {
    name: 'GET /api/properties/:id/rent-escalation',
    call: (u) => inject(u, 'GET', settingUrl()),
    expected: {
      anonymous: 401,
      'another seeker': 403,
      "the listing's tenant": 200,
      "the listing's owner": 200,
      'another owner': 403,
      provider: 403,
      admin: 200,
      'admin without second factor': 403,
    },
  },
  {
    name: 'PUT /api/properties/:id/rent-escalation',
    call: (u) => inject(u, 'PUT', settingUrl(), validSetting),
    expected: {
      anonymous: 401,
      'another seeker': 403,
      "the listing's tenant": 403,
      "the listing's owner": 200,
      'another owner': 403,
      provider: 403,
      admin: 403,
      'admin without second factor': 403,
    },
    changes: true,
  },
  {
    name: 'GET /api/properties/:id/rent-escalation/history',
    call: (u) => inject(u, 'GET', `${settingUrl()}/history`),
    expected: {
      anonymous: 401,
      'another seeker': 403,
      "the listing's tenant": 200,
      "the listing's owner": 200,
      'another owner': 403,
      provider: 403,
      admin: 200,
      'admin without second factor': 403,
    },
  },
  {
    name: 'POST /api/properties/:id/rent-escalation/apply',
    call: (u) => inject(u, 'POST', `${settingUrl()}/apply`),
    expected: {
      anonymous: 401,
      'another seeker': 403,
      "the listing's tenant": 403,
      "the listing's owner": 200,
      'another owner': 403,
      provider: 403,
      admin: 403,
      'admin without second factor': 403,
    },
    changes: true,
  },
  {
    name: 'GET /api/properties/:id/rent-escalation/notices',
    call: (u) => inject(u, 'GET', `${settingUrl()}/notices`),
    expected: {
      anonymous: 401,
      'another seeker': 403,
      "the listing's tenant": 403,
      "the listing's owner": 200,
      'another owner': 403,
      provider: 403,
      admin: 200,
      'admin without second factor': 403,
    },
  },
  {
    name: 'POST /api/rent-escalations/run-due',
    call: (u) => inject(u, 'POST', '/api/rent-escalations/run-due'),
    expected: {
      anonymous: 401,
      'another seeker': 200,
      "the listing's tenant": 200,
      "the listing's owner": 200,
      'another owner': 200,
      provider: 200,
      admin: 200,
      'admin without second factor': 200,
    },
    changes: true,
  },
  {
    name: 'GET /api/rent-escalation-notices',
    call: (u) => inject(u, 'GET', '/api/rent-escalation-notices'),
    expected: {
      anonymous: 401,
      'another seeker': 200,
      "the listing's tenant": 200,
      "the listing's owner": 200,
      'another owner': 200,
      provider: 200,
      admin: 200,
      'admin without second factor': 200,
    },
  },
  {
    name: "POST /api/rent-escalation-notices/:id/acknowledge (the tenant's notice)",
    call: (u) => inject(u, 'POST', `/api/rent-escalation-notices/${tenantNoticeId}/acknowledge`),
    expected: {
      anonymous: 401,
      'another seeker': 404,
      "the listing's tenant": 200,
      "the listing's owner": 404,
      'another owner': 404,
      provider: 404,
      admin: 404,
      'admin without second factor': 404,
    },
    changes: true,
  },
];

describe('who may do what with rent escalation', () => {
  for (const route of ROUTES)
    describe(route.name, () => {
      for (const caller of CALLERS)
        it(`${caller} → ${route.expected[caller]}`, async () => {
          const before = await snapshot();
          const res = await route.call(who[caller]);
          expect(res.statusCode).toBe(route.expected[caller]);
          if (res.statusCode === 403)
            expect(res.json().error.reason).toBe('rent-escalation.forbidden');
          if (res.statusCode >= 400 && route.changes) expect(await snapshot()).toEqual(before);
        });
    });

  it("gives a non-owner's due run 0 and changes nothing", async () => {
    for (const user of [
      cast.tenant,
      cast.anotherSeeker,
      cast.anotherOwner,
      cast.provider,
      cast.admin,
    ]) {
      const before = await snapshot();
      const res = await inject(user, 'POST', '/api/rent-escalations/run-due');
      expect(res.json()).toEqual({ applied: 0 });
      expect(await snapshot()).toEqual(before);
    }
  });
});
