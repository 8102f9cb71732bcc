import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * Without an SMS provider, text messages land in the dev outbox beside the mails (decision
 * 046): `channel` says which a row is; `to` holds the number for an SMS.
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema
    .alterTable('outbox_mails')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('mail'))
    .execute();
}
