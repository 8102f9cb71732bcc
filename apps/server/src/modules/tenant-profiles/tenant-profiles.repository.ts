import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { TenantProfilesTable } from '../../db/tables/tenant-profiles';

/** The only place in the tenant-profiles module that speaks SQL. */
type Db = Kysely<Database>;
export type TenantProfileRow = Selectable<TenantProfilesTable>;

export const findProfile = (db: Db, userId: string) =>
  db.selectFrom('tenant_profiles').selectAll().where('userId', '=', userId).executeTakeFirst();

/** Replaces the profile's fields; the first save keeps its createdAt. */
export const upsertProfile = (db: Db, row: Insertable<TenantProfilesTable>) =>
  db
    .insertInto('tenant_profiles')
    .values(row)
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({ fields: row.fields, updatedAt: row.updatedAt }),
    )
    .execute();
