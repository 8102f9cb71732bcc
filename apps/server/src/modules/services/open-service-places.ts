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
