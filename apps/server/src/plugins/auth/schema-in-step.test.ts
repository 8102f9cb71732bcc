import { describe, expect, it } from 'vitest';
import { getMigrations } from 'better-auth/db/migration';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

describe('auth schema', () => {
  // Our migrations create the auth tables by hand; this fails when an upgrade of the auth
  // library expects a table or column that our migrations do not make.
  it('matches what the auth library expects: nothing to create or add', async () => {
    const plan = await getMigrations(t.app.auth.options);
    expect(plan.toBeCreated.map((c) => c.table)).toEqual([]);
    expect(plan.toBeAdded.map((c) => ({ table: c.table, fields: Object.keys(c.fields) }))).toEqual(
      [],
    );
  });
});
