import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * Each participant's block is their own (issue "Hardening", item 4): a `blocking` flag per
 * participant. The thread's `blocked`, `blockedBy` and `blockedAt` stay as what every reader
 * checks (blocked while any participant's block is on; blockedBy the one whose block is on, the
 * first of them if both). The existing blocks become their blocker's own.
 */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  const falseValue = sql`${sql.raw(e.engine === 'postgres' ? 'false' : '0')}`;
  const trueValue = sql.raw(e.engine === 'postgres' ? 'true' : '1');
  await db.schema
    .alterTable('conversation_participants')
    .addColumn('blocking', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .execute();
  await sql`update conversation_participants set blocking = ${trueValue}
    where exists (select 1 from conversations c
      where c.id = conversation_participants."conversationId"
        and c."blockedBy" = conversation_participants."userId")`.execute(db);
}
