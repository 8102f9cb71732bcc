import type { FastifyInstance } from 'fastify';
import type { Property } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import {
  canChangeProperty,
  canViewProperty,
  NOT_YOUR_PROPERTY,
  PROPERTY_NOT_FOUND,
} from './properties.policy';
import { toPropertyImage } from './present-property-image';
import { findProperty, loadLists, type PropertyRow } from './properties.repository';
import { imagesOf } from './property-images.repository';
import { toProperty } from './present-property';

/** The listing with its lists, or a 404. */
export async function loadProperty(
  app: FastifyInstance,
  id: string,
): Promise<{ row: PropertyRow; property: Property }> {
  const row = await findProperty(app.db, id);
  if (!row) throw new AppError('not-found', PROPERTY_NOT_FOUND);
  const lists = await loadLists(app.db, [id]);
  const images = await imagesOf(app.db, id);
  return {
    row,
    property: toProperty(
      row,
      lists.get(id) ?? { amenities: [], nearbyFacilities: [], houseRules: [] },
      images.map((image) => toPropertyImage(app.storage, image)),
    ),
  };
}

/** The listing if `caller` may change it: 404 when it does not exist, 403 when it is not theirs. */
export async function loadChangeableProperty(
  app: FastifyInstance,
  caller: RequestAuth,
  id: string,
): Promise<{ row: PropertyRow; property: Property }> {
  const found = await loadProperty(app, id);
  if (!canChangeProperty(caller, found.row.ownerId))
    throw new AppError('permission-denied', NOT_YOUR_PROPERTY);
  return found;
}

/**
 * The listing's row if `caller` may see it; a hidden one reads as missing, as on its page. For
 * what others do around a listing (favourites, interest, comments).
 */
export async function findViewableProperty(
  app: FastifyInstance,
  caller: RequestAuth,
  id: string,
): Promise<PropertyRow> {
  const row = await findProperty(app.db, id);
  if (!row || !canViewProperty(caller, row)) throw new AppError('not-found', PROPERTY_NOT_FOUND);
  return row;
}
