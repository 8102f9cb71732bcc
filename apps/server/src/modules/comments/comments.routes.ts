import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  commentInputSchema,
  commentListQuerySchema,
  commentListSchema,
  commentPatchSchema,
  commentSchema,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { propertyParams } from '../properties/index';
import { addComment } from './add-comment';
import { removeComment } from './delete-comment';
import { editComment } from './edit-comment';
import { listComments } from './list-comments';
import { loadEditableComment, loadPropertyToComment } from './load-comment';

const params = z.object({ id: z.string().min(1).max(64) });
const tags = ['comments'];
const authors = new WeakMap<FastifyRequest, string>();
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
  // Per person, not per address (people behind one carrier's NAT share addresses). A second
  // comment does not move the average (one rating each), but a flood would bury the others.
  const commentLimit = root.rateLimit({
    max: root.config.commentsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `comment-create:${authors.get(request) ?? request.ip}`,
    errorResponseBuilder: () => new AppError('resource-exhausted'),
  });

  app.get(
    '/api/properties/:id/comments',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "A listing's comments, newest first, a page at a time, with their count and mean rating",
        params: propertyParams,
        querystring: commentListQuerySchema,
        response: {
          200: commentListSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) =>
      listComments(root.deps, await root.requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/api/properties/:id/comments',
    {
      onRequest: signedIn,
      preValidation: async (request) => {
        const caller = await root.requireUser(request);
        await loadPropertyToComment(root.deps, caller, idOf(request));
        authors.set(request, caller.userId);
      },
      // After validation: a refused body costs nothing of the allowance.
      preHandler: commentLimit,
      schema: {
        tags,
        summary: "Comment on and rate someone else's listing (one rating per person: the latest)",
        params: propertyParams,
        body: commentInputSchema,
        response: { 201: commentSchema, ...errors, 429: apiErrorSchema },
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
