import type { FastifyInstance } from 'fastify';
import type { PropertyList } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { listPropertiesOfOwner, loadLists } from './properties.repository';
import { toProperty } from './present-property';
import { toPropertyImage } from './present-property-image';
import { loadImages } from './property-images.repository';

/** The caller's own listings for the owner dashboard, newest first, every status included. */
export async function listMyProperties(
  app: FastifyInstance,
  caller: RequestAuth,
): Promise<PropertyList> {
  const rows = await listPropertiesOfOwner(app.db, caller.userId);
  const ids = rows.map((r) => r.id);
  const lists = await loadLists(app.db, ids);
  const images = await loadImages(app.db, ids);
  return {
    properties: rows.map((row) =>
      toProperty(
        row,
        lists.get(row.id) ?? { amenities: [], nearbyFacilities: [], houseRules: [] },
        (images.get(row.id) ?? []).map((image) => toPropertyImage(app.storage, image)),
      ),
    ),
  };
}
