import { describe, expect, it } from 'vitest';
import type { SiteVisit } from '@nivaas/shared';
import { makeUser, type TestUser } from '../../../test/accounts';
import { makeProperty } from '../../../test/properties';
import { kolkataDay } from '../../../test/service-bookings';
import { decide, requestVisit, setHours } from '../../../test/site-visits';
import { useTwoInstances } from '../../../test/two-instances';

const ATTEMPTS = 20;

const apps = useTwoInstances();

describe('confirming one slot at once', () => {
  it(
    `lets exactly one of ${ATTEMPTS} confirmations of a listing's slot win, on two instances`,
    { timeout: 300_000 },
    async () => {
      const { first, second } = apps;
      const owner = await makeUser(first.app, 'owner');
      const p = await makeProperty(first.app, owner);
      await setHours(first.app, owner, p.id);
      const seekers: TestUser[] = [];
      for (let i = 0; i < ATTEMPTS; i += 10)
        seekers.push(
          ...(await Promise.all(Array.from({ length: 10 }, () => makeUser(first.app, 'tenant')))),
        );
      const slot = { propertyId: p.id, date: kolkataDay(2), time: '11:00' };
      const visits: SiteVisit[] = [];
      for (const seeker of seekers) visits.push(await requestVisit(first.app, seeker, slot));

      const results = await Promise.all(
        visits.map((v, i) =>
          decide(i % 2 ? second.app : first.app, owner, v.id, { action: 'confirm' }),
        ),
      );
      const won = results.filter((r) => r.statusCode === 200);
      const lost = results.filter((r) => r.statusCode === 409);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(ATTEMPTS - 1);
      for (const r of lost)
        expect(r.json().error).toMatchObject({ reason: 'site-visit.slot-taken' });

      const winner = won[0]!.json<SiteVisit>();
      const confirmed = await first.database.db
        .selectFrom('site_visits')
        .select('id')
        .where('propertyId', '=', p.id)
        .where('status', '=', 'confirmed')
        .execute();
      expect(confirmed).toEqual([{ id: winner.id }]);
      // Only the winner heard "confirmed".
      const told = await first.database.db
        .selectFrom('notifications')
        .select('data')
        .where('type', '=', 'siteVisitConfirmed')
        .where('propertyId', '=', p.id)
        .execute();
      expect(told.map((n) => JSON.parse(n.data).visitId)).toEqual([winner.id]);
    },
  );
});
