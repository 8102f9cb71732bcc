import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  interestRemovalSchema,
  interestResultSchema,
  interestStateSchema,
  propertyInterestListSchema,
} from '@nivaas/shared';
import { propertyParams as params } from '../properties/index';
import { expressInterest } from './express-interest';
import { getInterestState } from './get-interest-state';
import { listPropertyInterests } from './list-property-interests';
import { withdrawInterest } from './withdraw-interest';

const tags = ['interests'];
const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** "I'm interested" on a listing (spec sections 3, 5, 7) and the owner's list of who is. */
export async function interestsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/properties/:id/interest',
    {
      schema: {
        tags,
        summary: 'Say you are interested in a listing (a repeat changes nothing)',
        params,
        response: { 200: interestResultSchema, ...errors },
      },
    },
    async (request) =>
      expressInterest(root.deps, await root.requireUser(request), request.params.id),
  );

  app.delete(
    '/api/properties/:id/interest',
    {
      schema: {
        tags,
        summary: 'Take back your interest in a listing (when there is none, nothing changes)',
        params,
        response: { 200: interestRemovalSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      withdrawInterest(root.deps, await root.requireUser(request), request.params.id),
  );

  app.get(
    '/api/properties/:id/interest',
    {
      schema: {
        tags,
        summary: 'Whether the caller is interested in a listing',
        params,
        response: { 200: interestStateSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      getInterestState(root.deps, await root.requireUser(request), request.params.id),
  );

  app.get(
    '/api/owner/properties/:id/interests',
    {
      schema: {
        tags,
        summary: 'Who is interested in own listing, newest first (owner or admin)',
        params,
        response: { 200: propertyInterestListSchema, ...errors },
      },
    },
    async (request) =>
      listPropertyInterests(root.deps, await root.requireUser(request), request.params.id),
  );
}
