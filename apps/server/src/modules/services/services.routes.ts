import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serviceEndpoints as endpoints } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { createService } from './create-service';
import { removeService } from './delete-service';
import { getService } from './get-service';
import { searchServices } from './search-services';
import { removeServiceImage, uploadServiceImages } from './service-images';
import { profileCityOf } from './services.repository';
import { updateServiceFields } from './update-service';

/** New services a provider may add an hour: far above a real one's, far below a flood. */
export const SERVICES_PER_HOUR = 30;
const creators = new WeakMap<FastifyRequest, string>();

/** Services (spec sections 3, 5, 8): search and reading are public; changes are the provider's. */
export async function servicesRoutes(root: FastifyInstance) {
  const deps = root.deps;
  // Per person: many people may share one address behind a carrier's NAT.
  const createLimit = root.rateLimit({
    max: SERVICES_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `service-create:${creators.get(request) ?? request.ip}`,
    errorResponseBuilder: () => new AppError('resource-exhausted'),
  });

  routeEndpoint(root, endpoints.search, async ({ query, request }) => {
    const me = await root.readSession(request);
    const city = me ? await profileCityOf(deps.db, me.userId) : undefined;
    return searchServices(deps, query, city);
  });
  // Who may act is settled before the body is read: a wrong caller never gets field errors.
  routeEndpoint(root, endpoints.create, ({ caller, body }) => createService(deps, caller, body), {
    guard: async ({ caller, request }) => {
      creators.set(request, caller.userId);
    },
    // After validation: a refused body costs nothing of the allowance.
    preHandler: createLimit,
  });
  routeEndpoint(root, endpoints.get, async ({ params, request }) =>
    getService(deps, await root.readSession(request), params.id),
  );
  routeEndpoint(root, endpoints.update, ({ caller, params, body }) =>
    updateServiceFields(deps, caller, params.id, body),
  );
  routeEndpoint(root, endpoints.remove, async ({ caller, params }) => {
    await removeService(deps, caller, params.id);
    return null;
  });
  routeEndpoint(root, endpoints.addImages, ({ caller, params, request }) =>
    uploadServiceImages(deps, caller, params.id, request),
  );
  routeEndpoint(root, endpoints.removeImage, ({ caller, params }) =>
    removeServiceImage(deps, caller, params.id, params.imageId),
  );
}
