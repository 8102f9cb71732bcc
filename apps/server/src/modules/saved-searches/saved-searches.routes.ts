import type { FastifyInstance } from 'fastify';
import { savedSearchEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { deleteSavedSearch } from './delete-saved-search';
import { editSavedSearch } from './edit-saved-search';
import { listSavedSearches } from './list-saved-searches';
import { saveSearch } from './save-search';
import { unsubscribe } from './unsubscribe';

/** A person's saved property searches: only their owner sees or changes one. */
export async function savedSearchesRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.list, ({ caller }) => listSavedSearches(root.deps, caller));
  routeEndpoint(root, endpoints.add, ({ caller, body }) => saveSearch(root.deps, caller, body));
  routeEndpoint(root, endpoints.edit, ({ caller, params, body }) =>
    editSavedSearch(root.deps, caller, params.id, body),
  );
  routeEndpoint(root, endpoints.remove, ({ caller, params }) =>
    deleteSavedSearch(root.deps, caller, params.id),
  );
  routeEndpoint(root, endpoints.unsubscribe, ({ body }) => unsubscribe(root.deps, body.token));
}
