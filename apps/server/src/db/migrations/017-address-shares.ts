import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * Who may read a listing's exact address (issue "Hardening", item 12): the people its owner has
 * written to. One row per (owner, person) pair, filled as messages are sent; the messages sent
 * before this migration fill it once here.
 */
export async function up(db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  await db.schema
    .createTable('address_shares')
    .addColumn('ownerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('address_shares_pk', ['ownerId', 'userId'])
    .execute();
  await sql`insert into address_shares ("ownerId", "userId", "createdAt")
    select "senderId", "receiverId", min("createdAt") from conversation_messages
    group by "senderId", "receiverId"`.execute(db);
}
