import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ownerPropertyListQuerySchema,
  ownerPropertyListSchema,
  propertyInputSchema,
  propertyPatchSchema,
  propertySchema,
  propertyStatusSchema,
  apiErrorSchema,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { changePropertyStatus } from './change-property-status';
import { createProperty } from './create-property';
import { removeProperty } from './delete-property';
import { getProperty } from './get-property';
import { listMyProperties } from './list-my-properties';
import { propertyGuards, propertyParams } from './property-guards';
import { watchVisibleProperties } from './property-watch';
import { canCreateProperty } from './properties.policy';
import { updateProperty } from './update-property';

const params = propertyParams;
const tags = ['properties'];
const creators = new WeakMap<FastifyRequest, string>();

/** Listings of spec section 3: the owner's create, read, edit, status and delete. */
export async function propertiesRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { signedIn, mayChange } = propertyGuards(root);
  watchVisibleProperties(root);
  // Per person, as chat sends are: many people may share one address behind a carrier's NAT.
  const createLimit = root.rateLimit({
    max: root.config.listingsPerHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `listing-create:${creators.get(request) ?? request.ip}`,
    errorResponseBuilder: () => new AppError('resource-exhausted'),
  });

  app.post(
    '/api/properties',
    {
      onRequest: async (request) => {
        const caller = await root.readSession(request);
        if (!caller) throw new AppError('property.sign-in-required');
        if (!canCreateProperty(caller)) throw new AppError('permission-denied');
        creators.set(request, caller.userId);
      },
      // After validation: a refused body costs nothing of the allowance.
      preHandler: createLimit,
      schema: {
        tags,
        summary: 'List a new property (owners and admins)',
        body: propertyInputSchema,
        response: {
          201: propertySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await createProperty(
        root.deps,
        await root.requireUser(request),
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/owner/properties',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The caller's own listings, newest first, a page at a time, with their figures",
        querystring: ownerPropertyListQuerySchema,
        response: {
          200: ownerPropertyListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const caller = await root.requireUser(request);
      if (!canCreateProperty(caller)) throw new AppError('permission-denied');
      return listMyProperties(root.deps, caller, request.query);
    },
  );

  app.get(
    '/api/properties/:id',
    {
      schema: {
        tags,
        summary: 'One listing',
        params,
        response: { 200: propertySchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getProperty(root.deps, await root.requireUser(request), request.params.id),
  );

  app.patch(
    '/api/properties/:id',
    {
      onRequest: signedIn,
      preValidation: mayChange,
      schema: {
        tags,
        summary: 'Edit some fields of own listing (the whole listing must stay valid)',
        params,
        body: propertyPatchSchema,
        response: {
          200: propertySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) =>
      updateProperty(root.deps, await root.requireUser(request), request.params.id, request.body),
  );

  app.patch(
    '/api/properties/:id/status',
    {
      onRequest: signedIn,
      preValidation: mayChange,
      schema: {
        tags,
        summary: 'Set the status of own listing',
        params,
        body: propertyStatusSchema,
        response: {
          200: propertySchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) =>
      changePropertyStatus(
        root.deps,
        await root.requireUser(request),
        request.params.id,
        request.body.status,
      ),
  );

  app.delete(
    '/api/properties/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Delete own listing',
        params,
        response: { 204: z.null(), 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await removeProperty(root.deps, await root.requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
