import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb } from '../../test/build-test-app';
import { migrateToLatest, MigrationError } from './migrate';

describe('migrations', () => {
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
