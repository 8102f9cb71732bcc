import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

/**
 * Sign-in by mobile number (decision 045): Better Auth's phone-number plugin keeps the number
 * (E.164, unique; null for an account without one) and whether a code sent to it was entered.
 * `phone` stays the number a person shows on their listings; a phone sign-up fills both.
 */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  const falseValue = sql`${sql.raw(e.engine === 'postgres' ? 'false' : '0')}`;
  await db.schema.alterTable('users').addColumn('phoneNumber', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('phoneNumberVerified', e.boolean, (c) => c.notNull().defaultTo(falseValue))
    .execute();
  await db.schema
    .createIndex('users_phone_number_idx')
    .on('users')
    .column('phoneNumber')
    .unique()
    .execute();
}
