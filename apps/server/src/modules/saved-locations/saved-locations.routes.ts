import type { FastifyInstance } from 'fastify';
import { savedLocationEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { addSavedLocation } from './add-saved-location';
import { removeSavedLocation } from './delete-saved-location';
import { editSavedLocation } from './edit-saved-location';
import { listMySavedLocations } from './list-saved-locations';
import { loadOwnSavedLocation } from './load-saved-location';

/** The caller's saved places (spec sections 3, 5, 8 Locations): their own, nobody else's. */
export async function savedLocationsRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.list, async ({ caller }) => ({
    locations: await listMySavedLocations(root.deps, caller.userId),
  }));
  routeEndpoint(root, endpoints.add, ({ caller, body }) =>
    addSavedLocation(root.deps, caller.userId, body),
  );
  routeEndpoint(
    root,
    endpoints.edit,
    ({ caller, params, body }) => editSavedLocation(root.deps, caller.userId, params.id, body),
    // Settled before the body is read: nobody learns anything from validation first.
    { guard: ({ caller, params }) => loadOwnSavedLocation(root.deps, caller.userId, params.id) },
  );
  routeEndpoint(root, endpoints.remove, async ({ caller, params }) => {
    await removeSavedLocation(root.deps, caller.userId, params.id);
    return null;
  });
}
