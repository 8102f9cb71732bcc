import { findCity, findLocality, type SimilarProperties } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { canViewProperty, findListing, guardAddresses } from '../properties/index';
import { findSimilar } from './property-search.repository';
import { toSearchHits } from './present-search-hits';

export const SIMILAR_LIMIT = 6;

/**
 * Up to six listings like this one (findSimilar says what like means), for the bottom of its page. An inactive listing reads
 * as missing to all but its owner and admins, as it does on its own page.
 */
export async function similarProperties(
  deps: Pick<Deps, 'db' | 'storage'>,
  id: string,
  readCaller: () => Promise<RequestAuth | null>,
): Promise<SimilarProperties> {
  const row = await findListing(deps, id);
  // The session is read only for a hidden listing: an open listing's neighbours are public.
  if (!canViewProperty(null, row) && !canViewProperty(await readCaller(), row))
    throw new AppError('property.not-found');
  const rows = await findSimilar(deps.db, row, pointOf(row), SIMILAR_LIMIT);
  const properties = await toSearchHits(deps, rows);
  return { properties: guardAddresses(await readCaller(), properties) };
}

/** The listing's map point, else its locality's centre in the dataset. */
function pointOf(row: {
  latitude: number | null;
  longitude: number | null;
  city: string;
  sublocality: string;
}): { lat: number; lng: number } | null {
  if (row.latitude !== null && row.longitude !== null)
    return { lat: Number(row.latitude), lng: Number(row.longitude) };
  const locality = findLocality(row.city, row.sublocality);
  if (locality) return { lat: locality.lat, lng: locality.lng };
  return findCity(row.city)?.centre ?? null;
}
