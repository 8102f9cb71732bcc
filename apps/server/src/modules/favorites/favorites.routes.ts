import type { FastifyInstance } from 'fastify';
import { favoriteEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { getFavoriteIds, listFavorites } from './list-favorites';
import { setFavorite } from './set-favorite';

/** A person's saved listings (spec sections 3 and 7): private to them, any role may keep some. */
export async function favoritesRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.list, ({ caller }) => listFavorites(root.deps, caller));
  routeEndpoint(root, endpoints.ids, ({ caller }) => getFavoriteIds(root.deps, caller));
  routeEndpoint(root, endpoints.add, ({ caller, params }) =>
    setFavorite(root.deps, caller, params.propertyId, true),
  );
  routeEndpoint(root, endpoints.remove, ({ caller, params }) =>
    setFavorite(root.deps, caller, params.propertyId, false),
  );
}
