import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * Administration (issue 13): reports and automatic flags; suspension of an account; a listing
 * or roommate profile hidden by an admin, and hidden from others while its owner is suspended
 * (`ownerSuspended`, one flag the visibility guards read, set for all of an owner's items at
 * once); why an admin acted, on the audit log; a perceptual hash per listing photo.
 */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  const falseValue = sql`${sql.raw(e.engine === 'postgres' ? 'false' : '0')}`;

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('targetType', 'text', (c) => c.notNull())
    .addColumn('targetId', 'text', (c) => c.notNull())
    /** Whose item it is (the person for a user report), kept so reports about someone list fast. */
    .addColumn('targetOwnerId', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('severity', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('automatic', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .addColumn('signals', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('reporterId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('assigneeId', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text')
    .addColumn('note', 'text')
    .addColumn('handledBy', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('handledAt', 'text')
    .execute();
  // One open report per reporter per item; automatic ones (no reporter) are kept apart by the rules.
  await sql`create unique index reports_one_open_idx on reports ("reporterId", "targetType", "targetId")
    where status in ('open', 'assigned') and "reporterId" is not null`.execute(db);
  await db.schema
    .createIndex('reports_queue_idx')
    .on('reports')
    .columns(['status', 'severity', 'createdAt'])
    .execute();
  await db.schema
    .createIndex('reports_target_idx')
    .on('reports')
    .columns(['targetType', 'targetId'])
    .execute();
  await db.schema.createIndex('reports_owner_idx').on('reports').column('targetOwnerId').execute();
  await db.schema
    .createIndex('reports_reporter_idx')
    .on('reports')
    .columns(['reporterId', 'createdAt'])
    .execute();

  await db.schema.alterTable('users').addColumn('suspendedAt', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspendedReason', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspendedBy', 'text').execute();

  for (const table of ['properties', 'roommate_profiles']) {
    await db.schema.alterTable(table).addColumn('hiddenByAdminAt', 'text').execute();
    await db.schema.alterTable(table).addColumn('hiddenReason', 'text').execute();
    await db.schema.alterTable(table).addColumn('hiddenBy', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('ownerSuspended', e.boolean, (c) => c.notNull().defaultTo(falseValue))
      .execute();
  }

  await db.schema.alterTable('property_images').addColumn('perceptualHash', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('reason', 'text').execute();
  await db.schema
    .createIndex('audit_log_target_idx')
    .on('audit_log')
    .columns(['targetType', 'targetId'])
    .execute();
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .column('createdAt')
    .execute();
}
