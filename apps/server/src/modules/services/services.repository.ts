import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { ServiceLocation } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { ServicesTable } from '../../db/tables/services';
import { rankScore } from './service-rank';

/** The only place in the services module that speaks SQL for its tables. */
export type Db = Kysely<Database>;
export type ServiceRow = Selectable<ServicesTable>;
export type ServiceInsert = Insertable<ServicesTable>;
export type ServiceChanges = Updateable<ServicesTable>;

/** A service with the names of its provider, as cards show them. */
export type ServiceWithProvider = ServiceRow & {
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
};

/** Whole city served: search by a locality of it finds the service too. */
export const WHOLE_CITY = '*';

export const PROVIDER_COLUMNS = ['users.firstName', 'users.lastName', 'users.avatarUrl'] as const;

export const withProvider = (db: Db) =>
  db
    .selectFrom('services')
    .innerJoin('users', 'users.id', 'services.providerId')
    .selectAll('services')
    .select(PROVIDER_COLUMNS);

export const findService = (db: Db, id: string): Promise<ServiceWithProvider | undefined> =>
  withProvider(db).where('services.id', '=', id).executeTakeFirst();

export async function insertService(db: Db, row: ServiceInsert): Promise<void> {
  await db.insertInto('services').values(row).execute();
}

export async function updateService(db: Db, id: string, changes: ServiceChanges): Promise<boolean> {
  const result = await db
    .updateTable('services')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteService(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('services').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The rows search filters on: one per city and locality, `*` for a whole city. */
export const locationRows = (serviceId: string, locations: readonly ServiceLocation[]) =>
  locations.flatMap((l) =>
    (l.subLocalities.length > 0 ? l.subLocalities : [WHOLE_CITY]).map((locality) => ({
      serviceId,
      city: l.city,
      locality,
    })),
  );

export async function replaceLocations(
  db: Db,
  serviceId: string,
  locations: readonly ServiceLocation[],
): Promise<void> {
  await db.deleteFrom('service_locations').where('serviceId', '=', serviceId).execute();
  const rows = locationRows(serviceId, locations);
  if (rows.length > 0) await db.insertInto('service_locations').values(rows).execute();
}

/** A provider's services, newest first; only listed ones unless `all`. */
export const servicesOfProvider = (db: Db, providerId: string, all: boolean, limit: number) => {
  let query = withProvider(db).where('services.providerId', '=', providerId);
  if (!all) query = query.where('services.listed', '=', 1);
  return query
    .orderBy('services.createdAt', 'desc')
    .orderBy('services.id', 'desc')
    .limit(limit)
    .execute();
};

/**
 * Holds the service's row until the transaction ends (a write that changes nothing), so two
 * changes to one service's reviews take turns; false when there is no such service.
 */
export async function holdForRating(db: Db, serviceId: string): Promise<boolean> {
  const result = await db
    .updateTable('services')
    .set({ reviewCount: sql<number>`"reviewCount"` })
    .where('id', '=', serviceId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Counts the service's rating, review count and rank again from its current reviews (a
 * person's newest; the reviews are the service-bookings slice's table, read here only). The
 * mean is kept to one decimal.
 */
export async function recountRating(db: Db, serviceId: string): Promise<void> {
  const row = await db
    .selectFrom('service_reviews')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('rating'), sql<number>`0`).as('total'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('serviceId', '=', serviceId)
    .where('supersededAt', 'is', null)
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const count = Number(row.count);
  await db
    .updateTable('services')
    .set({
      ratingTotal: total,
      reviewCount: count,
      rating: count === 0 ? 0 : Math.round((total * 10) / count) / 10,
      rankScore: rankScore(total, count),
    })
    .where('id', '=', serviceId)
    .execute();
}

/** Hides or shows every service of a provider (a suspended provider's offers are not listed). */
export async function setProviderHidden(
  db: Db,
  providerId: string,
  hidden: boolean,
): Promise<void> {
  await db
    .updateTable('services')
    .set({
      providerHidden: hidden ? 1 : 0,
      listed: hidden ? 0 : LISTED_UNLESS_PROVIDER_HIDDEN,
    })
    .where('providerId', '=', providerId)
    .execute();
}

const LISTED_UNLESS_PROVIDER_HIDDEN = sql<number>`case when status = 'active' and "hiddenByAdminAt" is null then 1 else 0 end`;

/** An admin's hide (`at`, why, by whom) or null to show again; the provider's own pause stays. */
export async function setHiddenByAdmin(
  db: Db,
  id: string,
  hide: { at: string; reason: string; by: string } | null,
): Promise<void> {
  await db
    .updateTable('services')
    .set({
      hiddenByAdminAt: hide?.at ?? null,
      hiddenReason: hide?.reason ?? null,
      hiddenBy: hide?.by ?? null,
      listed: hide
        ? 0
        : sql<number>`case when status = 'active' and "providerHidden" = 0 then 1 else 0 end`,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * The provider's overall rating as their public page shows it: the mean over the current
 * reviews of their listed services (a paused or hidden service's reviews are not counted).
 */
export async function providerRating(
  db: Db,
  providerId: string,
): Promise<{ rating: number; reviewCount: number }> {
  const row = await db
    .selectFrom('services')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('ratingTotal'), sql<number>`0`).as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('reviewCount'), sql<number>`0`).as('count'),
    ])
    .where('providerId', '=', providerId)
    .where('listed', '=', 1)
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return {
    rating: count === 0 ? 0 : Math.round((Number(row.total) * 10) / count) / 10,
    reviewCount: count,
  };
}

/**
 * The city of a person's profile (the place their account was last seen from), or undefined.
 * Read here, beside the provider columns this module reads of users, for the services order.
 */
export async function profileCityOf(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('location')
    .where('id', '=', userId)
    .executeTakeFirst();
  try {
    const city = (JSON.parse(row?.location || '{}') as { city?: unknown }).city;
    return typeof city === 'string' && city ? city : undefined;
  } catch {
    return undefined;
  }
}
