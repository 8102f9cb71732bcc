import type { FastifyInstance } from 'fastify';
import { interestEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { expressInterest } from './express-interest';
import { getInterestState } from './get-interest-state';
import { listPropertyInterests } from './list-property-interests';
import { withdrawInterest } from './withdraw-interest';

/** "I'm interested" on a listing (spec sections 3, 5, 7) and the owner's list of who is. */
export async function interestsRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.express, ({ caller, params }) =>
    expressInterest(root.deps, caller, params.id),
  );
  routeEndpoint(root, endpoints.withdraw, ({ caller, params }) =>
    withdrawInterest(root.deps, caller, params.id),
  );
  routeEndpoint(root, endpoints.state, ({ caller, params }) =>
    getInterestState(root.deps, caller, params.id),
  );
  routeEndpoint(root, endpoints.ofListing, ({ caller, params }) =>
    listPropertyInterests(root.deps, caller, params.id),
  );
}
