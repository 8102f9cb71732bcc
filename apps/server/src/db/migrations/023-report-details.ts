import type { Kysely } from 'kysely';

/**
 * What an automatic report found, as JSON text (`reportDetailsSchema`), so the admin pages
 * show a photo match as the two photos rather than English text. Older reports keep null:
 * their comment still says what fired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').addColumn('details', 'text').execute();
}
