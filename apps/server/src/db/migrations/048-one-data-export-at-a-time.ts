import { sql, type Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * One copy of a person's data in the making at a time, held by the database: two requests at
 * the same moment (a double tap) both found none in the making and both started one. Older
 * twins already there are marked failed first, as the sweep would.
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await sql`update data_exports set status = 'failed'
    where status = 'preparing' and id <> (
      select d.id from data_exports d
      where d."userId" = data_exports."userId" and d.status = 'preparing'
      order by d."requestedAt" desc, d.id desc limit 1)`.execute(db);
  await db.schema
    .createIndex('data_exports_one_preparing')
    .on('data_exports')
    .column('userId')
    .unique()
    .where(sql.ref('status'), '=', sql.lit('preparing'))
    .execute();
}
