import type { FastifyInstance } from 'fastify';
import { adminContentEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { listAdminProperties, listAdminRoommates, listAdminServices } from './list-content';
import { deleteListing, setListingHidden } from './moderate-property';
import { deleteRoommate, setRoommateHidden } from './moderate-roommate';
import { deleteServiceByAdmin, setServiceHidden } from './moderate-service';

const ok = { ok: true as const };

/** Moderation of listings, roommate profiles and services: search, hide, show again, delete. */
export async function adminContentRoutes(root: FastifyInstance) {
  const { properties, roommates, services } = endpoints;

  routeEndpoint(root, properties.list, ({ query }) => listAdminProperties(root.deps, query));
  routeEndpoint(root, roommates.list, ({ query }) => listAdminRoommates(root.deps, query));
  routeEndpoint(root, services.list, ({ query }) => listAdminServices(root.deps, query));

  for (const [verb, hidden] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    routeEndpoint(root, properties[verb], async ({ caller, params, body }) => {
      await setListingHidden(root.deps, caller.userId, params.id, hidden, body.reason);
      return ok;
    });
    routeEndpoint(root, roommates[verb], async ({ caller, params, body }) => {
      await setRoommateHidden(root.deps, caller.userId, params.id, hidden, body.reason);
      return ok;
    });
    routeEndpoint(root, services[verb], async ({ caller, params, body }) => {
      await setServiceHidden(root.deps, caller.userId, params.id, hidden, body.reason);
      return ok;
    });
  }

  routeEndpoint(root, properties.delete, async ({ caller, params, body }) => {
    await deleteListing(root.deps, caller, params.id, body.reason);
    return ok;
  });
  routeEndpoint(root, roommates.delete, async ({ caller, params, body }) => {
    await deleteRoommate(root.deps, caller.userId, params.id, body.reason);
    return ok;
  });
  routeEndpoint(root, services.delete, async ({ caller, params, body }) => {
    await deleteServiceByAdmin(root.deps, caller, params.id, body.reason);
    return ok;
  });
}
