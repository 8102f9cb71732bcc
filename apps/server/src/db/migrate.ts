import { Migrator, type Migration, type MigrationResultSet } from 'kysely';
import type { Db } from './client';
import { loadMigrations } from './migrations/index';

export class MigrationError extends Error {}

/** Brings the schema up to date; a failure stops the start with the migration's name and reason. */
export async function migrateToLatest(database: Db): Promise<string[]> {
  const { db, info } = database;
  const provider = {
    getMigrations: async (): Promise<Record<string, Migration>> =>
      Object.fromEntries(
        Object.entries(await loadMigrations()).map(([name, m]) => [
          name,
          { up: (k) => m.up(k, info) },
        ]),
      ),
  };
  // Kysely looks for its migration tables in every schema unless told which one; with another
  // schema on the same server already migrated it would skip creating them here.
  const migrator = new Migrator({
    db,
    provider,
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new MigrationError(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`);
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
