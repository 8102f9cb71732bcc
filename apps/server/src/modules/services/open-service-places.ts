import { toIso } from '../../db/dialect';
import type { Deps } from '../../plugins/events/deps';

/** Each (category, city slug) with at least one listed service, for the sitemap. */
export async function openServicePlaces(
  deps: Pick<Deps, 'db'>,
): Promise<Array<{ category: string; city: string }>> {
  return deps.db
    .selectFrom('services')
    .innerJoin('service_locations', 'service_locations.serviceId', 'services.id')
    .select(['services.category as category', 'service_locations.city as city'])
    .distinct()
    .where('services.listed', '=', 1)
    .orderBy('services.category')
    .orderBy('service_locations.city')
    .execute();
}

/**
 * Providers with at least one listed service, and when one last changed: their public pages are
 * in the sitemap. A suspended provider's services are unlisted, so they drop out with them.
 */
export async function openProviders(
  deps: Pick<Deps, 'db'>,
): Promise<Array<{ providerId: string; updatedAt: string }>> {
  const rows = await deps.db
    .selectFrom('services')
    .select(['services.providerId as providerId'])
    .select((eb) => eb.fn.max('services.updatedAt').as('updatedAt'))
    .where('services.listed', '=', 1)
    .groupBy('services.providerId')
    .orderBy('services.providerId')
    .execute();
  return rows.map((r) => ({ providerId: r.providerId, updatedAt: toIso(r.updatedAt as string) }));
}
