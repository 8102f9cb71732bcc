import type { FastifyInstance } from 'fastify';
import type { PropertyList } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { listPropertiesOfOwner, loadLists } from './properties.repository';
import { toProperty } from './present-property';

/** The caller's own listings for the owner dashboard, newest first, every status included. */
export async function listMyProperties(
  app: FastifyInstance,
  caller: RequestAuth,
): Promise<PropertyList> {
  const rows = await listPropertiesOfOwner(app.db, caller.userId);
  const lists = await loadLists(
    app.db,
    rows.map((r) => r.id),
  );
  return {
    properties: rows.map((row) =>
      toProperty(row, lists.get(row.id) ?? { amenities: [], nearbyFacilities: [], houseRules: [] }),
    ),
  };
}
