import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The only place in the favorites module that speaks SQL. */
type Db = Kysely<Database>;

/** Which of a person's favourites they may still see: hidden listings only to their owner or an admin. */
export interface FavoriteViewer {
  userId: string;
  seesHidden: boolean;
}

/** Idempotent: a second add keeps the first time. */
export async function addFavorite(
  db: Db,
  userId: string,
  propertyId: string,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('favorites')
    .values({ userId, propertyId, createdAt })
    .onConflict((oc) => oc.columns(['userId', 'propertyId']).doNothing())
    .execute();
}

export async function removeFavorite(db: Db, userId: string, propertyId: string): Promise<void> {
  await db
    .deleteFrom('favorites')
    .where('userId', '=', userId)
    .where('propertyId', '=', propertyId)
    .execute();
}

const visibleFavorites = (db: Db, viewer: FavoriteViewer) => {
  let query = db
    .selectFrom('favorites as f')
    .innerJoin('properties as p', 'p.id', 'f.propertyId')
    .where('f.userId', '=', viewer.userId);
  if (!viewer.seesHidden)
    query = query.where((eb) =>
      eb.or([
        eb.and([
          eb('p.status', '!=', 'inactive'),
          eb('p.hiddenByAdminAt', 'is', null),
          eb('p.ownerSuspended', '=', eb.lit(false)),
          eb('p.heldForReview', '=', eb.lit(false)),
        ]),
        eb('p.ownerId', '=', viewer.userId),
      ]),
    );
  return query;
};

/** The person's favourite listings, newest favourite first. */
/** The listings' own columns, as presentProperties takes them, and when each was favourited. */
export const listFavoriteListings = (db: Db, viewer: FavoriteViewer) =>
  visibleFavorites(db, viewer)
    .selectAll('p')
    .select('f.createdAt as favoritedAt')
    .orderBy('f.createdAt', 'desc')
    .orderBy('f.propertyId', 'desc')
    .execute();

export async function listFavoriteIds(db: Db, viewer: FavoriteViewer): Promise<string[]> {
  const rows = await visibleFavorites(db, viewer)
    .select('f.propertyId')
    .orderBy('f.createdAt', 'desc')
    .orderBy('f.propertyId', 'desc')
    .execute();
  return rows.map((r) => r.propertyId);
}

/** Ids of the person's favourite listings, newest favourite first. */
export async function favoritePropertyIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favorites')
    .select('propertyId')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('propertyId', 'desc')
    .execute();
  return rows.map((r) => r.propertyId);
}

/** Replaces a provider's service areas, in the given order. */
