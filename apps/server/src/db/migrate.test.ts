import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb } from '../../test/build-test-app';
import { migrateToLatest, MigrationError } from './migrate';
import { migrationNames } from './migrations/index';

describe('migrations', () => {
  it('are every numbered file of the folder, in order, one per number, none skipped but 036, 039 and 047', () => {
    const numbers = migrationNames().map((name) => Number(name.slice(0, 3)));
    expect(numbers[0]).toBe(1);
    expect(new Set(numbers).size).toBe(numbers.length);
    const last = numbers.at(-1)!;
    const missing = Array.from({ length: last }, (_, i) => i + 1).filter(
      (n) => !numbers.includes(n),
    );
    // Numbers given out and never used; a new one is the next after the last.
    expect(missing).toEqual([36, 39, 47]);
    expect(migrationNames()).toContain('048-one-data-export-at-a-time');
  });

  it('are idempotent: a second run applies nothing and keeps data', async () => {
    const { database, drop } = await createTestDb();
    try {
      await database.db
        .insertInto('outbox_mails')
        .values({
          id: 'm1',
          to: 'a@b.in',
          subject: 's',
          text: 't',
          html: 'h',
          link: '',
          createdAt: new Date().toISOString(),
        })
        .execute();
      expect(await migrateToLatest(database)).toEqual([]);
      const rows = await database.db.selectFrom('outbox_mails').select('id').execute();
      expect(rows).toEqual([{ id: 'm1' }]);
    } finally {
      await drop();
    }
  });

  it('stop with the failing migration and its reason', async () => {
    const { database, drop } = await createTestDb();
    try {
      // Pretend 001 was never recorded while its tables exist: re-running it must fail loudly.
      await sql`delete from kysely_migration`.execute(database.db);
      const run = migrateToLatest(database);
      await expect(run).rejects.toBeInstanceOf(MigrationError);
      await expect(run).rejects.toThrow(/Migration 001-accounts failed: .*already exists/i);
    } finally {
      await drop();
    }
  });
});
