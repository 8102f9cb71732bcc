import { sql, type Kysely } from 'kysely';

/**
 * A person's language (decision 066): what the server writes to them in (pushes, mails, SMS).
 * One of the shared language codes (en, hi, ta, te); every account so far reads English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo(sql`'en'`))
    .execute();
}
