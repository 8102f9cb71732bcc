import type { FastifyInstance, FastifyRequest } from 'fastify';
import { commentEndpoints as endpoints } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { addComment } from './add-comment';
import { removeComment } from './delete-comment';
import { editComment } from './edit-comment';
import { listComments } from './list-comments';
import { loadEditableComment, loadPropertyToComment } from './load-comment';

const authors = new WeakMap<FastifyRequest, string>();

/** Comments with ratings on listings (spec sections 3, 5, 6): anyone signed in reads and writes. */
export async function commentsRoutes(root: FastifyInstance) {
  // Per person, not per address (people behind one carrier's NAT share addresses). A second
  // comment does not move the average (one rating each), but a flood would bury the others.
  const commentLimit = root.rateLimit({
    max: root.config.commentsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `comment-create:${authors.get(request) ?? request.ip}`,
    errorResponseBuilder: () => new AppError('resource-exhausted'),
  });

  routeEndpoint(root, endpoints.list, ({ caller, params, query }) =>
    listComments(root.deps, caller, params.id, query),
  );
  // Who may act is settled before the body is read: a stranger learns nothing from validation.
  routeEndpoint(
    root,
    endpoints.add,
    ({ caller, params, body }) => addComment(root.deps, caller, params.id, body),
    {
      guard: async ({ caller, params, request }) => {
        await loadPropertyToComment(root.deps, caller, params.id);
        authors.set(request, caller.userId);
      },
      // After validation: a refused body costs nothing of the allowance.
      preHandler: commentLimit,
    },
  );
  routeEndpoint(
    root,
    endpoints.edit,
    ({ caller, params, body }) => editComment(root.deps, caller, params.id, body),
    { guard: ({ caller, params }) => loadEditableComment(root.deps, caller, params.id) },
  );
  routeEndpoint(root, endpoints.remove, async ({ caller, params }) => {
    await removeComment(root.deps, caller, params.id);
    return null;
  });
}
