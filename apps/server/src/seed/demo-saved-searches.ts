import type { FastifyInstance } from 'fastify';
import { saveSearch } from '../modules/saved-searches/index';

/**
 * Priya, the demo seeker moving to Hyderabad, keeps two searches: one alerts her at once, the
 * other waits for the daily digest.
 */
export async function seedDemoSavedSearches(
  app: FastifyInstance,
  seekerId: string,
): Promise<{ savedSearches: number }> {
  const searches = [
    {
      name: '2 BHK in Hyderabad under ₹35,000',
      query: 'listingType=rent&city=Hyderabad&bedrooms=2&maxPrice=35000',
      alertMode: 'instant',
    },
    {
      name: 'Furnished flats in Hyderabad',
      query: 'listingType=rent&city=Hyderabad&type=apartment&furnishing=furnished',
      alertMode: 'daily',
    },
  ] as const;
  for (const search of searches) await saveSearch(app.deps, { userId: seekerId }, search);
  return { savedSearches: searches.length };
}
