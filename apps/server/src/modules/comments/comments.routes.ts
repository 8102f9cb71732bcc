import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  commentInputSchema,
  commentListSchema,
  commentPatchSchema,
  commentSchema,
} from '@nivaas/shared';
import { propertyParams } from '../properties/index';
import { addComment } from './add-comment';
import { removeComment } from './delete-comment';
import { editComment } from './edit-comment';
import { listComments } from './list-comments';
import { loadEditableComment, loadPropertyToComment } from './load-comment';

const params = z.object({ id: z.string().min(1).max(64) });
const tags = ['comments'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Comments with ratings on listings (spec sections 3, 5, 6): anyone signed in reads and writes. */
export async function commentsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Who may act is settled before the body is read: a stranger learns nothing from validation.
  const signedIn = async (request: FastifyRequest) => {
    await root.requireUser(request);
  };
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

  app.get(
    '/api/properties/:id/comments',
    {
      schema: {
        tags,
        summary: "A listing's comments, newest first, with their count and mean rating",
        params: propertyParams,
        response: { 200: commentListSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => listComments(root.deps, await root.requireUser(request), request.params.id),
  );

  app.post(
    '/api/properties/:id/comments',
    {
      onRequest: signedIn,
      preValidation: async (request) => {
        await loadPropertyToComment(root.deps, await root.requireUser(request), idOf(request));
      },
      schema: {
        tags,
        summary: "Comment on and rate someone else's listing",
        params: propertyParams,
        body: commentInputSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await root.requireUser(request);
      const created = await addComment(root.deps, caller, request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/comments/:id',
    {
      onRequest: signedIn,
      preValidation: async (request) => {
        await loadEditableComment(root.deps, await root.requireUser(request), idOf(request));
      },
      schema: {
        tags,
        summary: 'Edit own comment or rating',
        params,
        body: commentPatchSchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) =>
      editComment(root.deps, await root.requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/comments/:id',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Delete own comment (admins: any, recorded in the audit log)',
        params,
        response: { 204: z.null(), 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await removeComment(root.deps, await root.requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
