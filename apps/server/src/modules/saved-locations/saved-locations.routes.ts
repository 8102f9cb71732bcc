import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  savedLocationInputSchema,
  savedLocationListSchema,
  savedLocationPatchSchema,
  savedLocationSchema,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { addSavedLocation } from './add-saved-location';
import { removeSavedLocation } from './delete-saved-location';
import { editSavedLocation } from './edit-saved-location';
import { listMySavedLocations } from './list-saved-locations';
import { loadOwnSavedLocation } from './load-saved-location';

const params = z.object({ id: z.string().min(1).max(64) });
const tags = ['saved-locations'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The caller's saved places (spec sections 3, 5, 8 Locations): their own, nobody else's. */
export async function savedLocationsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  /** The caller's id; signed out reads "You must be logged in to save locations" (spec 8). */
  const callerId = async (request: FastifyRequest): Promise<string> => {
    const session = await root.readSession(request);
    if (!session) throw new AppError('saved-location.sign-in-required');
    return session.userId;
  };
  // Settled before the body is read: nobody learns anything from validation first.
  const signedIn = async (request: FastifyRequest) => {
    await callerId(request);
  };
  const ownPlace = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    await loadOwnSavedLocation(root.deps, await callerId(request), id);
  };

  app.get(
    '/api/me/saved-locations',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Own saved places, in the order they were saved',
        response: { 200: savedLocationListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      locations: await listMySavedLocations(root.deps, await callerId(request)),
    }),
  );

  app.post(
    '/api/me/saved-locations',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Save a place: a locality of a city, or a point on the map in India',
        body: savedLocationInputSchema,
        response: { 201: savedLocationSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const saved = await addSavedLocation(root.deps, await callerId(request), request.body);
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    '/api/me/saved-locations/:id',
    {
      onRequest: signedIn,
      preValidation: ownPlace,
      schema: {
        tags,
        summary: 'Change some fields of an own saved place',
        params,
        body: savedLocationPatchSchema,
        response: { 200: savedLocationSchema, ...errors },
      },
    },
    async (request) =>
      editSavedLocation(root.deps, await callerId(request), request.params.id, request.body),
  );

  app.delete(
    '/api/me/saved-locations/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Remove an own saved place',
        params,
        response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await removeSavedLocation(root.deps, await callerId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
