import type { Kysely } from 'kysely';
import { PUSH_KINDS, type PushKind } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';

/** The only place in the push module that speaks SQL. */
export type Db = Kysely<Database>;

/**
 * A browser's subscription, now the caller's: a browser belongs to whoever subscribed it last
 * (another person signed in on a shared phone takes it over, so the first stops getting pushes).
 */
export async function saveSubscription(
  db: Db,
  row: { userId: string; endpoint: string; p256dh: string; auth: string; at: string },
): Promise<void> {
  const { userId, endpoint, p256dh, auth, at } = row;
  await db
    .insertInto('push_subscriptions')
    .values({ id: newId(), userId, endpoint, p256dh, auth, createdAt: at })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ userId, p256dh, auth, createdAt: at }))
    .execute();
}

/** Keeps a person's `max` newest subscriptions and deletes the rest. */
export async function keepNewest(db: Db, userId: string, max: number): Promise<void> {
  const kept = db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(max);
  await db
    .deleteFrom('push_subscriptions')
    .where('userId', '=', userId)
    .where('id', 'not in', kept)
    .execute();
}

/** Removes the caller's own subscription of this endpoint; true when there was one. */
export async function removeSubscription(db: Db, userId: string, endpoint: string) {
  const res = await db
    .deleteFrom('push_subscriptions')
    .where('userId', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** A subscription the push service says is gone (404/410): it is never tried again. */
export async function dropSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export const subscriptionsOf = (db: Db, userIds: readonly string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('push_subscriptions')
        .select(['id', 'userId', 'endpoint', 'p256dh', 'auth'])
        .where('userId', 'in', [...new Set(userIds)])
        .execute();

/** The kinds each person turned off (absent: none). */
export async function kindsOffOf(db: Db, userIds: readonly string[]) {
  const off = new Map<string, Set<PushKind>>();
  if (userIds.length === 0) return off;
  const rows = await db
    .selectFrom('push_settings')
    .select(['userId', 'off'])
    .where('userId', 'in', [...new Set(userIds)])
    .execute();
  for (const row of rows) off.set(row.userId, new Set(parseKinds(row.off)));
  return off;
}

const parseKinds = (json: string): PushKind[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value)
    ? value.filter((k): k is PushKind => PUSH_KINDS.includes(k as PushKind))
    : [];
};

export async function saveKindsOff(db: Db, userId: string, off: PushKind[], at: string) {
  const json = JSON.stringify(off);
  await db
    .insertInto('push_settings')
    .values({ userId, off: json, updatedAt: at })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ off: json, updatedAt: at }))
    .execute();
}

export const storedVapidKeys = (db: Db) =>
  db
    .selectFrom('push_keys')
    .select(['publicKey', 'privateKey'])
    .where('id', '=', 'vapid')
    .executeTakeFirst();

/** Stores a pair unless one is there: of two instances starting at once, the first wins. */
export async function offerVapidKeys(
  db: Db,
  keys: { publicKey: string; privateKey: string },
  at: string,
): Promise<void> {
  await db
    .insertInto('push_keys')
    .values({ id: 'vapid', ...keys, createdAt: at })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** An account being erased: its browsers and settings go. */
export async function eraseOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('userId', '=', userId).execute();
  await db.deleteFrom('push_settings').where('userId', '=', userId).execute();
}

/** Each person's language (decision 066), to word their pushes in. */
export async function languagesOf(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'language'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.language]));
}
