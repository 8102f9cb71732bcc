import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * A listing with an open high-severity automatic flag (a likely scam) is held for review: off
 * every public surface until an admin handles the flag. One flag on the listing, kept by the
 * reports module as flags open and close, so search reads a column rather than the reports.
 * Listings already flagged are held at once.
 */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  const [no, yes] = e.engine === 'postgres' ? ['false', 'true'] : ['0', '1'];
  await db.schema
    .alterTable('properties')
    .addColumn('heldForReview', e.boolean, (c) => c.notNull().defaultTo(sql.raw(no)))
    .execute();
  await sql`update "properties" set "heldForReview" = ${sql.raw(yes)} where "id" in (
      select "targetId" from "reports" where "targetType" = 'listing' and "automatic" = ${sql.raw(yes)}
        and "severity" >= 3 and "status" in ('open', 'assigned'))`.execute(db);
}
