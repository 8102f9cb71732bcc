import type { Role } from '@nivaas/shared';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { UsersTable } from '../../db/tables/users';
import { nowIso, toIso } from '../../db/dialect';

/** The only place in the users module that speaks SQL. */
export type UserRow = Selectable<UsersTable>;
type Db = Kysely<Database>;

export const findUser = (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export async function listServiceAreas(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_service_areas')
    .select('area')
    .where('userId', '=', userId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.area);
}

/** Fills the names of a row that has none; a concurrent fill or edit wins, never overwritten. */
export async function fillMissingNames(
  db: Db,
  id: string,
  names: { firstName: string; lastName: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...names, updatedAt: nowIso() })
    .where('id', '=', id)
    .where('firstName', '=', '')
    .where('lastName', '=', '')
    .execute();
}

export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | undefined;
  bio?: string | undefined;
  showPhoneOnListings?: boolean | undefined;
  serviceCategory?: string | undefined;
  experienceYears?: number | null | undefined;
  /** JSON text. */
  languages?: string | undefined;
}

/**
 * Applies profile changes and keeps the display name `first last` in step, in one statement:
 * the name is computed from the row being updated, so two tabs editing at once cannot leave a
 * name that matches neither.
 */
export async function updateProfile(db: Db, id: string, changes: ProfileChanges): Promise<boolean> {
  const nameOf = (value: string | undefined, column: 'firstName' | 'lastName') =>
    value !== undefined ? sql<string>`cast(${value} as text)` : sql.ref<string>(column);
  const result = await db
    .updateTable('users')
    .set({
      ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
      ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
      ...(changes.bio !== undefined ? { bio: changes.bio } : {}),
      ...(changes.showPhoneOnListings !== undefined
        ? { showPhoneOnListings: changes.showPhoneOnListings ? 1 : 0 }
        : {}),
      ...(changes.serviceCategory !== undefined
        ? { serviceCategory: changes.serviceCategory }
        : {}),
      ...(changes.experienceYears !== undefined
        ? { experienceYears: changes.experienceYears }
        : {}),
      ...(changes.languages !== undefined ? { languages: changes.languages } : {}),
      name: sql<string>`trim(${nameOf(changes.firstName, 'firstName')} || ' ' || ${nameOf(changes.lastName, 'lastName')})`,
      updatedAt: nowIso(),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets the avatar and returns the one it replaced ('' when there was none). */
export async function replaceAvatar(db: Db, id: string, avatarUrl: string | null): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select('avatarUrl')
      .where('id', '=', id)
      .executeTakeFirst();
    await trx
      .updateTable('users')
      .set({ avatarUrl, updatedAt: nowIso() })
      .where('id', '=', id)
      .execute();
    return before?.avatarUrl ?? '';
  });
}

export async function recordSignIn(db: Db, id: string, ip: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ ipAddress: ip, lastLoginIP: ip, lastLoginAt: at, lastActive: at, updatedAt: at })
    .where('id', '=', id)
    .execute();
}

/** Stores the looked-up place unless a newer sign-in has happened meanwhile. */
export async function recordSignInLocation(
  db: Db,
  id: string,
  at: string,
  locationJson: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ location: locationJson, lastLoginLocation: locationJson })
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .where('lastLoginAt', '=', at)
    .execute();
}

/**
 * Claims this user's re-track slot: sets lastActive only if it is older than `cutoff`. The
 * condition lives in the database, so many instances together still track once per window.
 * Returns the address known before, or null when the slot was not free.
 */
export async function claimActivity(
  db: Db,
  id: string,
  cutoff: string,
  now: string,
): Promise<{ previousIp: string } | null> {
  const result = await db
    .updateTable('users')
    .set({ lastActive: now })
    .where('id', '=', id)
    // A deleted account's row stays empty: the request that deleted it tracks nothing after.
    .where('deletedAt', 'is', null)
    .where('lastActive', '<', cutoff)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  const row = await db
    .selectFrom('users')
    .select('ipAddress')
    .where('id', '=', id)
    .executeTakeFirst();
  return { previousIp: row?.ipAddress ?? '' };
}

export async function recordCurrentAddress(db: Db, id: string, ip: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ ipAddress: ip })
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .execute();
}

/** Stores the current place, unless the person has moved to yet another address meanwhile. */
export async function recordCurrentLocation(
  db: Db,
  id: string,
  ip: string,
  locationJson: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ location: locationJson })
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .where('ipAddress', '=', ip)
    .execute();
}

export async function replaceServiceAreas(db: Db, userId: string, areas: readonly string[]) {
  await db.deleteFrom('user_service_areas').where('userId', '=', userId).execute();
  if (areas.length > 0)
    await db
      .insertInto('user_service_areas')
      .values(areas.map((area, position) => ({ userId, area, position })))
      .execute();
}

export const setSuspension = (
  db: Db,
  id: string,
  s: { at: string; reason: string; by: string | null } | null,
) =>
  db
    .updateTable('users')
    .set({
      suspendedAt: s?.at ?? null,
      suspendedReason: s?.reason ?? null,
      suspendedBy: s?.by ?? null,
    })
    .where('id', '=', id)
    .execute();

export const setRole = (db: Db, id: string, role: Role, at: string) =>
  db
    .updateTable('users')
    .set({ userType: role, isServiceProvider: role === 'service-provider' ? 1 : 0, updatedAt: at })
    .where('id', '=', id)
    .execute();

/** Ends every session of a person at once; answers the ids so their sockets can be closed. */
export async function revokeSessions(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('sessions')
    .where('userId', '=', userId)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Sign-ins known from sessions (newest first), with the last tracked one. */
export const sessionsOf = (db: Db, userId: string, limit: number) =>
  db
    .selectFrom('sessions')
    .select(['createdAt', 'ipAddress'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute();

/** The session row behind a request, joined to its user; null when it has gone meanwhile. */
export async function findSessionSummary(
  db: Kysely<Database>,
  sessionId: string,
): Promise<{ email: string; expiresAt: string } | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['users.email', 'sessions.expiresAt'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  return row ? { email: row.email, expiresAt: toIso(row.expiresAt) } : null;
}

/** Of these people, those whose sign-in number was proven by a code by SMS ("Phone verified"). */
export async function phoneVerifiedAmong(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...new Set(userIds)])
    .where('phoneNumber', 'is not', null)
    .where('phoneNumberVerified', '=', sql.lit(true))
    .execute();
  return new Set(rows.map((r) => r.id));
}
