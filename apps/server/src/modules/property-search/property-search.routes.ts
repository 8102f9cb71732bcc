import type { FastifyInstance } from 'fastify';
import { propertySearchEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { LISTINGS_CHANGED } from '../../plugins/public-pages';
import { countNewProperties } from './count-new-properties';
import { signalListingChanges } from './on-listings-changed';
import { detectPointIndex } from './search-geometry';
import { createSearchCache } from './search-cache';
import { searchPins } from './search-pins';
import { searchProperties, type SharedPage } from './search-properties';
import { similarProperties } from './similar-properties';

/**
 * Finding listings (spec sections 3 and 7). Public: landing pages search without an account;
 * only a saved place as the origin needs the caller's session, read when it is asked for.
 */
export async function propertySearchRoutes(root: FastifyInstance) {
  const deps = { ...root.deps, engine: root.database.info.engine };
  // Once at start: PostgreSQL without the `cube` extension searches by distance without its index.
  if (deps.engine === 'postgres' && !(await detectPointIndex(deps.db, deps.engine)))
    root.log.warn(
      'PostgreSQL has no point index (the cube extension was missing at migration 020): "within N km" searches use the latitude range index instead.',
    );
  const cached =
    root.config.searchCacheMs > 0 ? createSearchCache<SharedPage>(root.config.searchCacheMs) : null;
  if (cached) root.instanceSignals.on(LISTINGS_CHANGED, () => cached.forget());
  signalListingChanges(root);

  routeEndpoint(root, endpoints.search, ({ query, request }) =>
    searchProperties(deps, query, () => root.readSession(request), cached),
  );
  routeEndpoint(root, endpoints.pins, ({ query, request }) =>
    searchPins(deps, query, () => root.readSession(request)),
  );
  routeEndpoint(root, endpoints.newCount, ({ query, request }) =>
    countNewProperties(deps, query, () => root.readSession(request)),
  );
  routeEndpoint(root, endpoints.similar, ({ params, request }) =>
    similarProperties(deps, params.id, () => root.readSession(request)),
  );
}
