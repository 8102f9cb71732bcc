import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Role } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { UsersTable } from '../../db/tables/users';
import type { KeysetPosition } from '../../lib/keyset-cursor';

/**
 * The admin area's reads of accounts; its writes (suspension, role, sessions) go through the users
 * module's face.
 */
type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;

export const findUser = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export interface UserFilter {
  q?: string | undefined;
  role?: Role | undefined;
  verified?: boolean | undefined;
  suspended?: boolean | undefined;
  after: KeysetPosition | null;
  limit: number;
}

const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first; `q` matches name, email or phone. */
export function searchUsers(db: Db, f: UserFilter) {
  let q = db.selectFrom('users').selectAll();
  if (f.q) {
    const like = likeOf(f.q);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower("firstName" || ' ' || "lastName")`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower("email")`, 'like', sql`${like} escape '\\'`),
        eb(sql`"phone"`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  if (f.role) q = q.where('userType', '=', f.role);
  if (f.verified !== undefined) q = q.where('emailVerified', '=', sql.lit(f.verified));
  if (f.suspended !== undefined) q = q.where('suspendedAt', f.suspended ? 'is not' : 'is', null);
  if (f.after) {
    const a = f.after;
    q = q.where((eb) =>
      eb.or([
        eb('createdAt', '<', a.createdAt),
        eb.and([eb('createdAt', '=', a.createdAt), eb('id', '<', a.id)]),
      ]),
    );
  }
  return q
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limit + 1)
    .execute();
}

/** Admins who can act: role admin and not suspended. */
export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userType', '=', 'admin')
    .where('suspendedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
