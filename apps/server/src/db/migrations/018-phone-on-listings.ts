import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * An owner may show their phone number to signed-in people on their listings (Call and
 * WhatsApp buttons, docs/decisions/030-phone-and-share.md). Off until they turn it on.
 */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('showPhoneOnListings', e.boolean, (c) =>
      c.notNull().defaultTo(sql`${sql.raw(e.engine === 'postgres' ? 'false' : '0')}`),
    )
    .execute();
}
