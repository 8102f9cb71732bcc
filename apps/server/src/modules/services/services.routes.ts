import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  serviceImageListSchema,
  serviceInputSchema,
  serviceListSchema,
  serviceSchema,
  serviceSearchSchema,
  serviceUpdateSchema,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { createService } from './create-service';
import { removeService } from './delete-service';
import { getService } from './get-service';
import { removeServiceImage, uploadServiceImages } from './service-images';
import { assertProvider } from './services.policy';
import { searchServices } from './search-services';
import { profileCityOf } from './services.repository';
import { updateServiceFields } from './update-service';

const tags = ['services'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const params = z.object({ id: z.string().min(1).max(64) });
/** New services a provider may add an hour: far above a real one's, far below a flood. */
export const SERVICES_PER_HOUR = 30;
const creators = new WeakMap<FastifyRequest, string>();

/** Services (spec sections 3, 5, 8): search and reading are public; changes are the provider's. */
export async function servicesRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const signedIn = async (request: FastifyRequest): Promise<RequestAuth> => {
    const caller = await root.readSession(request);
    if (!caller) throw new AppError('unauthenticated');
    return caller;
  };
  // Settled before the body is read, so an anonymous or wrong caller never gets field errors.
  const onRequest = async (request: FastifyRequest) => {
    await signedIn(request);
  };
  // Per person: many people may share one address behind a carrier's NAT.
  const createLimit = root.rateLimit({
    max: SERVICES_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `service-create:${creators.get(request) ?? request.ip}`,
    errorResponseBuilder: () => new AppError('resource-exhausted'),
  });

  app.get(
    '/api/services',
    {
      schema: {
        tags,
        summary: 'Listed services passing the filters, in the asked order (keyset pages)',
        querystring: serviceSearchSchema,
        response: { 200: serviceListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const me = await root.readSession(request);
      const city = me ? await profileCityOf(root.deps.db, me.userId) : undefined;
      return searchServices(root.deps, request.query, city);
    },
  );

  app.post(
    '/api/services',
    {
      onRequest: async (request) => {
        const caller = await root.readSession(request);
        assertProvider(caller);
        creators.set(request, caller.userId);
      },
      // After validation: a refused body costs nothing of the allowance.
      preHandler: createLimit,
      schema: {
        tags,
        summary: 'Offer a new service (service providers)',
        body: serviceInputSchema,
        response: { 201: serviceSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const service = await createService(root.deps, await signedIn(request), request.body);
      return reply.status(201).send(service);
    },
  );

  app.get(
    '/api/services/:id',
    {
      schema: {
        tags,
        summary: 'One service with its photos (a paused one only for its provider and admins)',
        params,
        response: { 200: serviceSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getService(root.deps, await root.readSession(request), request.params.id),
  );

  app.patch(
    '/api/services/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change some fields of a service, or pause / resume it (its provider or an admin)',
        params,
        body: serviceUpdateSchema,
        response: { 200: serviceSchema, ...errors },
      },
    },
    async (request) =>
      updateServiceFields(root.deps, await signedIn(request), request.params.id, request.body),
  );

  app.delete(
    '/api/services/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a service with its photos (its provider or an admin)',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeService(root.deps, await signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/services/:id/images',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add photos (multipart, field "images"; at most 10 in all)',
        params,
        consumes: ['multipart/form-data'],
        response: {
          200: serviceImageListSchema,
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) =>
      uploadServiceImages(root.deps, await signedIn(request), request.params.id, request),
  );

  app.delete(
    '/api/services/:id/images/:imageId',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove a photo of a service',
        params: params.extend({ imageId: z.string().min(1).max(64) }),
        response: { 200: serviceImageListSchema, ...errors },
      },
    },
    async (request) =>
      removeServiceImage(
        root.deps,
        await signedIn(request),
        request.params.id,
        request.params.imageId,
      ),
  );
}
