import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, successStatus, type Endpoint, type EndpointResult } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../auth/auth.plugin';
import { requireAdmin } from '../auth/require-admin';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * What a handler gets: the validated input, the caller (on a public endpoint none: a handler
 * that wants to know reads the session itself, so public answers cost no session lookup), and
 * the request and reply.
 */
export interface EndpointCall<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  caller: E['access'] extends 'public' ? undefined : RequestAuth;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface EndpointOptions {
  /** Checks that run after access and before the body is read (an own record, a limit). */
  preValidation?: preValidationHookHandler;
}

/** The access of the declaration, settled before anything of the request is read. */
function accessGuard(root: FastifyInstance, endpoint: Endpoint): onRequestHookHandler | undefined {
  const { access } = endpoint;
  if (access === 'public') return undefined;
  if (access === 'admin') return requireAdmin;
  if (access === 'member')
    return async (request) => {
      if (await root.readSession(request)) return;
      throw endpoint.signInReason
        ? new AppError(endpoint.signInReason)
        : new AppError('unauthenticated');
    };
  return async (request) => {
    await root.requireRole(request, access);
  };
}

/**
 * The query as the route checks it: a parameter the declaration does not name is refused (400,
 * naming it; an endpoint that declares no query takes none), unless the contract chose what to do with others itself (`z.looseObject`,
 * `.catchall(...)`, `z.strictObject`).
 */
export function routeQuery(query: z.ZodObject = z.object({})): z.ZodObject {
  return query._zod.def.catchall === undefined ? query.strict() : query;
}

/**
 * The declared answers, and those every declared endpoint may give: 400, since each checks its
 * query (routeQuery), and, but for a GET, the origin check's 403 (origin-check.ts).
 */
const documentedResponses = (endpoint: Endpoint): Endpoint['responses'] => {
  const shared: Record<number, z.ZodType> = { 400: apiErrorSchema };
  if (endpoint.method !== 'GET') shared[403] = apiErrorSchema;
  return { ...shared, ...endpoint.responses };
};

/**
 * Registers the route of a declared endpoint (decision 039): method, path, schemas, every
 * documented answer and who may call come from the declaration, so the handler is left with its
 * use case and answers with the declared success status.
 */
export function routeEndpoint<E extends Endpoint>(
  root: FastifyInstance,
  endpoint: E,
  handler: (call: EndpointCall<E>) => Promise<EndpointResult<E>>,
  options: EndpointOptions = {},
): void {
  const status = successStatus(endpoint);
  (root.declaredEndpoints as Endpoint[]).push(endpoint);
  const onRequest = accessGuard(root, endpoint);
  root.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest ? { onRequest } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      querystring: routeQuery(endpoint.query),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: documentedResponses(endpoint),
    },
    handler: async (request, reply) => {
      const caller =
        endpoint.access === 'public'
          ? undefined
          : (request.adminAuth ?? (await root.requireUser(request)));
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        caller,
        request,
        reply,
      } as EndpointCall<E>);
      return reply.status(status).send(status === 204 ? null : result);
    },
  });
}
