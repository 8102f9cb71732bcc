import type { FastifyInstance, FastifyRequest } from 'fastify';
import { propertyEndpoints as endpoints } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { changePropertyStatus } from './change-property-status';
import { createProperty } from './create-property';
import { removeProperty } from './delete-property';
import { getProperty } from './get-property';
import { listMyProperties } from './list-my-properties';
import { mayChangeProperty } from './property-guards';
import { watchVisibleProperties } from './property-watch';
import { canCreateProperty } from './properties.policy';
import { updateProperty } from './update-property';

const creators = new WeakMap<FastifyRequest, string>();

/** Listings of spec section 3: the owner's create, read, edit, status and delete. */
export async function propertiesRoutes(root: FastifyInstance) {
  watchVisibleProperties(root);
  // Per person, as chat sends are: many people may share one address behind a carrier's NAT.
  const createLimit = root.rateLimit({
    max: root.config.listingsPerHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `listing-create:${creators.get(request) ?? request.ip}`,
    errorResponseBuilder: () => new AppError('resource-exhausted'),
  });
  const guard = mayChangeProperty(root);

  routeEndpoint(
    root,
    endpoints.create,
    ({ caller, body }) => createProperty(root.deps, caller, body),
    {
      // An admin acts as one only past the second factor (canCreateProperty).
      onRequest: async (request) => {
        const caller = await root.requireUser(request);
        if (!canCreateProperty(caller)) throw new AppError('permission-denied');
        creators.set(request, caller.userId);
      },
      // After validation: a refused body costs nothing of the allowance.
      preHandler: createLimit,
    },
  );

  routeEndpoint(root, endpoints.mine, async ({ caller, query }) => {
    if (!canCreateProperty(caller)) throw new AppError('permission-denied');
    return listMyProperties(root.deps, caller, query);
  });

  routeEndpoint(root, endpoints.get, ({ caller, params }) =>
    getProperty(root.deps, caller, params.id),
  );

  routeEndpoint(
    root,
    endpoints.update,
    ({ caller, params, body }) => updateProperty(root.deps, caller, params.id, body),
    { guard },
  );

  routeEndpoint(
    root,
    endpoints.setStatus,
    ({ caller, params, body }) => changePropertyStatus(root.deps, caller, params.id, body.status),
    { guard },
  );

  routeEndpoint(root, endpoints.remove, async ({ caller, params }) => {
    await removeProperty(root.deps, caller, params.id);
    return null;
  });
}
