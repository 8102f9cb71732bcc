import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { EngineInfo } from '../dialect';

/** Accounts, sessions and the user record of spec section 3; dev outbox; audit log. */
export async function up(db: Kysely<unknown>, e: EngineInfo): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', e.boolean, (c) =>
      c.notNull().defaultTo(sql`${sql.raw(e.engine === 'postgres' ? 'false' : '0')}`),
    )
    .addColumn('avatarUrl', 'text')
    .addColumn('createdAt', e.authTimestamp, (c) => c.notNull())
    .addColumn('updatedAt', e.authTimestamp, (c) => c.notNull())
    .addColumn('firstName', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lastName', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('userType', 'text', (c) => c.notNull().defaultTo('tenant'))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('serviceCategory', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('isServiceProvider', e.boolean, (c) =>
      c.notNull().defaultTo(sql`${sql.raw(e.engine === 'postgres' ? 'false' : '0')}`),
    )
    .addColumn('ipAddress', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lastLoginIP', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('lastLoginLocation', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('lastLoginAt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lastActive', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('users_user_type_idx').on('users').column('userType').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', e.authTimestamp, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', e.authTimestamp, (c) => c.notNull())
    .addColumn('updatedAt', e.authTimestamp, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('userId').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', e.authTimestamp)
    .addColumn('refreshTokenExpiresAt', e.authTimestamp)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', e.authTimestamp, (c) => c.notNull())
    .addColumn('updatedAt', e.authTimestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_user_idx').on('accounts').column('userId').execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', e.authTimestamp, (c) => c.notNull())
    .addColumn('createdAt', e.authTimestamp, (c) => c.notNull())
    .addColumn('updatedAt', e.authTimestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verifications_identifier_idx')
    .on('verifications')
    .column('identifier')
    .execute();

  await db.schema
    .createTable('user_service_areas')
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_service_areas_pk', ['userId', 'area'])
    .execute();
  await db.schema
    .createIndex('user_service_areas_area_idx')
    .on('user_service_areas')
    .column('area')
    .execute();

  await db.schema
    .createTable('outbox_mails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_mails_created_idx')
    .on('outbox_mails')
    .column('createdAt')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', e.serial, (c) =>
      e.engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('actorId', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('targetType', 'text', (c) => c.notNull())
    .addColumn('targetId', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
}
