import { sql, type Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * Open online orders by when they were opened (decision 071): the lapse sweep looks every minute
 * for `created` orders older than their window, which this partial index finds without reading
 * every payment ever made.
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema
    .createIndex('payments_open_orders_idx')
    .on('payments')
    .column('createdAt')
    .where(sql.ref('status'), '=', sql.lit('created'))
    .execute();
}
