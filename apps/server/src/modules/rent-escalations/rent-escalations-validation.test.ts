import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsToDate, RENT_ESCALATION_MESSAGES as M } from '@nivaas/shared';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { as } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import {
  dayFromToday,
  makeStayCast,
  STAY_SETUP_TIMEOUT_MS,
  type StayCast,
} from '../../../test/stays';

let t: TestApp;
let cast: StayCast;
beforeAll(async () => {
  t = await buildTestApp({ env: { RENT_ESCALATION_INTERVAL_MS: '0' } });
  cast = await makeStayCast(t.app);
  const res = await put(cast.listing.id, valid);
  if (res.statusCode !== 200) throw new Error(res.body);
}, STAY_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const valid = {
  rentIncreaseType: 'percentage',
  rentIncreaseValue: 5,
  rentIncreaseFrequencyMonths: 12,
  nextEscalationDue: dayFromToday(60),
};
const put = (propertyId: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/properties/${propertyId}/rent-escalation`,
    headers: as(cast.owner),
    payload,
  });
const settings = () => t.database.db.selectFrom('rent_escalations').selectAll().execute();

describe('bad rent escalation settings', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['no type', { ...valid, rentIncreaseType: undefined }, { rentIncreaseType: M.type }],
    ['an unknown type', { ...valid, rentIncreaseType: 'compound' }, { rentIncreaseType: M.type }],
    ['an increase of 0', { ...valid, rentIncreaseValue: 0 }, { rentIncreaseValue: M.value }],
    ['a negative increase', { ...valid, rentIncreaseValue: -5 }, { rentIncreaseValue: M.value }],
    ['an increase as text', { ...valid, rentIncreaseValue: '5' }, { rentIncreaseValue: M.value }],
    [
      'a percentage above 100',
      { ...valid, rentIncreaseValue: 150 },
      { rentIncreaseValue: M.percentage },
    ],
    [
      'a percentage with three decimals',
      { ...valid, rentIncreaseValue: 5.125 },
      { rentIncreaseValue: M.percentage },
    ],
    [
      'a fixed increase in paise',
      { ...valid, rentIncreaseType: 'fixed', rentIncreaseValue: 500.5 },
      { rentIncreaseValue: M.fixed },
    ],
    [
      'a frequency of 0 months',
      { ...valid, rentIncreaseFrequencyMonths: 0 },
      { rentIncreaseFrequencyMonths: M.frequency },
    ],
    [
      'a frequency of 121 months',
      { ...valid, rentIncreaseFrequencyMonths: 121 },
      { rentIncreaseFrequencyMonths: M.frequency },
    ],
    [
      'a frequency of 1.5 months',
      { ...valid, rentIncreaseFrequencyMonths: 1.5 },
      { rentIncreaseFrequencyMonths: M.frequency },
    ],
    [
      'a due date that does not exist',
      { ...valid, nextEscalationDue: '2031-02-29' },
      { nextEscalationDue: M.nextDue },
    ],
    [
      'a due date in the past',
      { ...valid, nextEscalationDue: dayFromToday(-1) },
      { nextEscalationDue: M.nextDue },
    ],
    [
      'a due date in year 9999',
      { ...valid, nextEscalationDue: '9999-12-31' },
      { nextEscalationDue: M.nextDueTooFar },
    ],
    [
      'a due date a day past 5 years from today',
      { ...valid, nextEscalationDue: addMonthsToDate(dayFromToday(1), 60) },
      { nextEscalationDue: M.nextDueTooFar },
    ],
    ['an initial rent of 0', { ...valid, initialRent: 0 }, { initialRent: M.initialRent }],
  ];
  for (const [name, payload, fields] of cases)
    it(`refuses ${name}: 400 naming the field, the setting unchanged`, async () => {
      const before = await settings();
      const res = await put(cast.listing.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject(fields);
      expect(await settings()).toEqual(before);
    });

  it('refuses a listing for sale: it has no rent to raise', async () => {
    const sale = await makeProperty(t.app, cast.owner, {
      listingType: 'sale',
      rent: null,
      salePrice: 7_500_000,
    });
    const before = await settings();
    const res = await put(sale.id, valid);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      reason: 'rent-escalation.no-rent',
      message: M.noRent,
    });
    expect(await settings()).toEqual(before);
  });

  it('refuses a stranger before reading the body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${cast.listing.id}/rent-escalation`,
      headers: as(cast.anotherOwner),
      payload: { rentIncreaseType: 'nonsense' },
    });
    expect(res.statusCode).toBe(403);
  });
});
