import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * Two-step verification (issue 13): Better Auth's twoFactor plugin schema (the user's
 * `twoFactorEnabled` flag and the `two_factors` table holding the encrypted TOTP secret and
 * backup codes), plus `sessions.secondFactorPassed`, set only on a session that was created by
 * passing the second factor, so a session opened before TOTP was enabled (or through Google)
 * never opens the admin area.
 */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  const falseValue = sql`${sql.raw(e.engine === 'postgres' ? 'false' : '0')}`;
  await db.schema
    .alterTable('users')
    .addColumn('twoFactorEnabled', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('secondFactorPassed', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .execute();
  await db.schema
    .createTable('two_factors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('backupCodes', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('verified', e.boolean, (c) =>
      c.notNull().defaultTo(sql`${sql.raw(e.engine === 'postgres' ? 'true' : '1')}`),
    )
    .addColumn('failedVerificationCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lockedUntil', e.authTimestamp)
    .execute();
  await db.schema
    .createIndex('two_factors_user_idx')
    .on('two_factors')
    .column('userId')
    .unique()
    .execute();
}
