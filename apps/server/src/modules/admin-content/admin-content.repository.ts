import { sql, type Kysely } from 'kysely';
import type { AdminContentQuery } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { KeysetPosition } from '../../lib/keyset-cursor';

/** The admin area's reads of listings and roommate profiles (their writes go through their modules). */
type Db = Kysely<Database>;

const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const PENDING = sql<boolean>`exists (select 1 from reports r where r."targetId" = p.id
  and r."targetType" = 'listing' and r.status in ('open', 'assigned'))`;
const PENDING_PROFILE = sql<boolean>`exists (select 1 from reports r where r."targetId" = rp."userId"
  and r."targetType" = 'roommate-profile' and r.status in ('open', 'assigned'))`;

export interface ContentFilter extends Omit<AdminContentQuery, 'cursor'> {
  after: KeysetPosition | null;
  limit: number;
}

/** Listings newest first: by title, city or owner; open, closed or hidden; flagged. */
export function searchProperties(db: Db, f: ContentFilter) {
  let q = db
    .selectFrom('properties as p')
    .innerJoin('users as u', 'u.id', 'p.ownerId')
    .select([
      'p.id',
      'p.title',
      'p.city',
      'p.type',
      'p.listingType',
      'p.rent',
      'p.salePrice',
      'p.status',
      'p.ownerId',
      'p.hiddenByAdminAt',
      'p.hiddenReason',
      'p.ownerSuspended',
      'p.createdAt',
      'u.firstName',
      'u.lastName',
    ])
    // A listing kept only for its tenants' papers (decision 069) is no longer anyone's to moderate.
    .where('p.erasedAt', 'is', null);
  if (f.q) {
    const like = likeOf(f.q);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(p."title")`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(p."city")`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(u."firstName" || ' ' || u."lastName")`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  const hidden = sql<boolean>`(p."hiddenByAdminAt" is not null or p."ownerSuspended" = ${sql.lit(true)})`;
  if (f.status === 'hidden') q = q.where(hidden);
  if (f.status === 'open')
    q = q.where('p.status', 'in', ['available', 'vacant']).where(sql<boolean>`not ${hidden}`);
  if (f.status === 'closed')
    q = q
      .where('p.status', 'in', ['rented', 'sold', 'inactive'])
      .where(sql<boolean>`not ${hidden}`);
  if (f.flagged) q = q.where(PENDING);
  if (f.after) {
    const a = f.after;
    q = q.where((eb) =>
      eb.or([
        eb('p.createdAt', '<', a.createdAt),
        eb.and([eb('p.createdAt', '=', a.createdAt), eb('p.id', '<', a.id)]),
      ]),
    );
  }
  return q
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id', 'desc')
    .limit(f.limit + 1)
    .execute();
}

/** Roommate profiles newest first: by name, city or college; hidden or not; flagged. */
export function searchRoommateProfiles(db: Db, f: ContentFilter) {
  let q = db
    .selectFrom('roommate_profiles as rp')
    .innerJoin('users as u', 'u.id', 'rp.userId')
    .select([
      'rp.userId',
      'rp.city',
      'rp.collegeName',
      'rp.paused',
      'rp.hiddenByAdminAt',
      'rp.hiddenReason',
      'rp.ownerSuspended',
      'rp.createdAt',
      'u.firstName',
      'u.lastName',
    ]);
  if (f.q) {
    const like = likeOf(f.q);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(u."firstName" || ' ' || u."lastName")`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(rp."city")`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(rp."collegeName")`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  const hidden = sql<boolean>`(rp."hiddenByAdminAt" is not null or rp."ownerSuspended" = ${sql.lit(true)})`;
  if (f.status === 'hidden') q = q.where(hidden);
  if (f.status === 'open')
    q = q.where('rp.paused', '=', sql.lit(false)).where(sql<boolean>`not ${hidden}`);
  if (f.status === 'closed')
    q = q.where('rp.paused', '=', sql.lit(true)).where(sql<boolean>`not ${hidden}`);
  if (f.flagged) q = q.where(PENDING_PROFILE);
  if (f.after) {
    const a = f.after;
    q = q.where((eb) =>
      eb.or([
        eb('rp.createdAt', '<', a.createdAt),
        eb.and([eb('rp.createdAt', '=', a.createdAt), eb('rp.userId', '<', a.id)]),
      ]),
    );
  }
  return q
    .orderBy('rp.createdAt', 'desc')
    .orderBy('rp.userId', 'desc')
    .limit(f.limit + 1)
    .execute();
}

const PENDING_SERVICE = sql<boolean>`exists (select 1 from reports r where r."targetId" = s.id
  and r."targetType" = 'service' and r.status in ('open', 'assigned'))`;

/** Services newest first: by title or provider; open (listed), closed (paused) or hidden; flagged. */
export function searchServices(db: Db, f: ContentFilter) {
  let q = db
    .selectFrom('services as s')
    .innerJoin('users as u', 'u.id', 's.providerId')
    .select([
      's.id',
      's.title',
      's.category',
      's.price',
      's.priceType',
      's.status',
      's.providerId',
      's.providerHidden',
      's.hiddenByAdminAt',
      's.hiddenReason',
      's.createdAt',
      'u.firstName',
      'u.lastName',
    ]);
  if (f.q) {
    const like = likeOf(f.q);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(s."title")`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(u."firstName" || ' ' || u."lastName")`, 'like', sql`${like} escape '\\'`),
      ]),
    );
  }
  const hidden = sql<boolean>`(s."hiddenByAdminAt" is not null or s."providerHidden" = 1)`;
  if (f.status === 'hidden') q = q.where(hidden);
  if (f.status === 'open')
    q = q.where('s.status', '=', 'active').where(sql<boolean>`not ${hidden}`);
  if (f.status === 'closed')
    q = q.where('s.status', '<>', 'active').where(sql<boolean>`not ${hidden}`);
  if (f.flagged) q = q.where(PENDING_SERVICE);
  if (f.after) {
    const a = f.after;
    q = q.where((eb) =>
      eb.or([
        eb('s.createdAt', '<', a.createdAt),
        eb.and([eb('s.createdAt', '=', a.createdAt), eb('s.id', '<', a.id)]),
      ]),
    );
  }
  return q
    .orderBy('s.createdAt', 'desc')
    .orderBy('s.id', 'desc')
    .limit(f.limit + 1)
    .execute();
}

export const propertyOwner = (db: Db, id: string) =>
  db.selectFrom('properties').select(['ownerId', 'title']).where('id', '=', id).executeTakeFirst();

export const profileOwner = (db: Db, userId: string) =>
  db
    .selectFrom('roommate_profiles as rp')
    .innerJoin('users as u', 'u.id', 'rp.userId')
    .select(['rp.userId', 'u.firstName', 'u.lastName'])
    .where('rp.userId', '=', userId)
    .executeTakeFirst();
