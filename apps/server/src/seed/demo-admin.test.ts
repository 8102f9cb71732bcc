import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { seedIfEmpty } from './seed';

let t: TestApp;
// The whole demo seed: about 12 s alone on PostgreSQL, several times that on a busy machine.
beforeAll(async () => {
  t = await buildTestApp();
  await seedIfEmpty(t.app);
}, 240_000);
afterAll(async () => t.close());

describe('the admin demo data', () => {
  it('has reports in every state, each resolving action, and of every kind of item but services', async () => {
    const rows = await t.app.db
      .selectFrom('reports')
      .select(['status', 'action', 'targetType'])
      .execute();
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['open', 'assigned', 'resolved', 'dismissed']),
    );
    expect(new Set(rows.map((r) => r.action).filter(Boolean))).toEqual(
      new Set(['hidden', 'user-suspended', 'warned', 'none']),
    );
    expect(new Set(rows.map((r) => r.targetType))).toEqual(
      new Set(['listing', 'roommate-profile', 'user', 'comment', 'message']),
    );
  });

  it('has a suspended owner whose listings are hidden, one also by an admin, and the audit of it all', async () => {
    const suspended = await t.app.db
      .selectFrom('users')
      .select(['id', 'suspendedReason'])
      .where('suspendedAt', 'is not', null)
      .execute();
    expect(suspended).toHaveLength(1);
    const listings = await t.app.db
      .selectFrom('properties')
      .select(['ownerSuspended', 'hiddenByAdminAt'])
      .where('ownerId', '=', suspended[0]!.id)
      .execute();
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.every((l) => Boolean(l.ownerSuspended))).toBe(true);
    expect(listings.some((l) => l.hiddenByAdminAt)).toBe(true);
    const actions = await t.app.db.selectFrom('audit_log').select('action').execute();
    for (const action of [
      'user.suspend',
      'property.hide',
      'report.resolve',
      'report.dismiss',
      'report.assign',
    ])
      expect(actions.map((a) => a.action)).toContain(action);
  });
});
