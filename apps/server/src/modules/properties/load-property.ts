import type { Property } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { canChangeProperty, canViewProperty } from './properties.policy';
import { toPropertyImage } from './present-property-image';
import { findProperty, loadLists, type PropertyRow } from './properties.repository';
import { imagesOf } from './property-images.repository';
import { toProperty } from './present-property';
import { toListingRecord, type ListingRecord } from './listing-record';

type Reader = Pick<Deps, 'db' | 'storage'>;

/** The listing with its lists, or a 404. */
export async function loadProperty(
  deps: Reader,
  id: string,
): Promise<{ row: PropertyRow; property: Property }> {
  const row = await findProperty(deps.db, id);
  // A listing kept only for its tenants' papers (decision 069) is gone for everyone, admins too.
  if (!row || row.erasedAt) throw new AppError('property.not-found');
  const lists = await loadLists(deps.db, [id]);
  const images = await imagesOf(deps.db, id);
  return {
    row,
    property: toProperty(
      row,
      lists.get(id) ?? { amenities: [], nearbyFacilities: [], houseRules: [] },
      images.map((image) => toPropertyImage(deps.storage, image)),
    ),
  };
}

/** The listing if `caller` may change it: 404 when it does not exist, 403 when it is not theirs. */
export async function loadChangeableProperty(
  deps: Reader,
  caller: RequestAuth,
  id: string,
): Promise<{ row: PropertyRow; property: Property }> {
  const found = await loadProperty(deps, id);
  if (!canChangeProperty(caller, found.row.ownerId)) throw new AppError('property.not-owner');
  return found;
}

/**
 * The listing if `caller` may see it; a hidden one reads as missing, as on its page. For
 * what others do around a listing (favourites, interest, comments).
 */
export async function findViewableProperty(
  deps: Pick<Deps, 'db'>,
  caller: RequestAuth,
  id: string,
): Promise<ListingRecord> {
  const row = await findProperty(deps.db, id);
  if (!row || row.erasedAt || !canViewProperty(caller, row))
    throw new AppError('property.not-found');
  return toListingRecord(row);
}

/** The listing whatever its status, or a 404 (the caller judges who may see what). */
export async function findListing(deps: Pick<Deps, 'db'>, id: string): Promise<ListingRecord> {
  const row = await findProperty(deps.db, id);
  if (!row) throw new AppError('property.not-found');
  return toListingRecord(row);
}
