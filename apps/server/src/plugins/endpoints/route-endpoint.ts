import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
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

/** The path's params as they arrive, before validation: each declared name, as a string. */
type RawParams<E extends Endpoint> = E['params'] extends z.ZodObject
  ? { [K in keyof z.output<E['params']>]: string }
  : undefined;

/** What a guard gets: the caller and the path's params, before the body is read. */
export interface EndpointGuardCall<E extends Endpoint> {
  params: RawParams<E>;
  caller: E['access'] extends 'public' ? undefined : RequestAuth;
  request: FastifyRequest;
}

export interface EndpointOptions<E extends Endpoint = Endpoint> {
  /** Runs right after the access guard, before the body is read (a limit by address, a host check). */
  onRequest?: onRequestHookHandler;
  /** Checks that run after access and before the body is read (an own record, a limit). */
  preValidation?: preValidationHookHandler;
  /**
   * Like `preValidation`, with the caller and the path's params at hand: who may act on this
   * record is settled before the body is read, so a stranger learns nothing from validation.
   */
  guard?: (call: EndpointGuardCall<E>) => Promise<unknown>;
  /** Runs after validation, before the handler (a limit that a refused body should not cost). */
  preHandler?: preHandlerHookHandler;
  /** The largest body the route reads, in bytes (Fastify's default otherwise). */
  bodyLimit?: number;
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
    const session = await root.readSession(request);
    if (!session)
      throw endpoint.signInReason
        ? new AppError(endpoint.signInReason)
        : new AppError('unauthenticated');
    if (!access.includes(session.role))
      throw endpoint.forbiddenReason
        ? new AppError(endpoint.forbiddenReason)
        : new AppError('permission-denied');
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
 * use case and answers with the declared success status. Where an endpoint declares two (200 for
 * an existing record, 201 for a new one), the handler picks the other with `reply.status()`.
 */
export function routeEndpoint<E extends Endpoint>(
  root: FastifyInstance,
  endpoint: E,
  handler: (call: EndpointCall<E>) => Promise<EndpointResult<E>>,
  options: EndpointOptions<E> = {},
): void {
  const status = successStatus(endpoint);
  (root.declaredEndpoints as Endpoint[]).push(endpoint);
  const declared = (code: number) => code >= 200 && code < 300 && code in endpoint.responses;
  const onRequest = [accessGuard(root, endpoint), options.onRequest].filter((hook) => !!hook);
  const callerOf = async (request: FastifyRequest) =>
    endpoint.access === 'public'
      ? undefined
      : (request.adminAuth ?? (await root.requireUser(request)));
  const { guard } = options;
  const preValidation: preValidationHookHandler[] = [
    ...(options.preValidation ? [options.preValidation] : []),
    ...(guard
      ? [
          async (request: FastifyRequest) => {
            await guard({
              params: request.params,
              caller: await callerOf(request),
              request,
            } as EndpointGuardCall<E>);
          },
        ]
      : []),
  ];
  root.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(preValidation.length > 0 ? { preValidation } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      querystring: routeQuery(endpoint.query),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: documentedResponses(endpoint),
    },
    handler: async (request, reply) => {
      const caller = await callerOf(request);
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        caller,
        request,
        reply,
      } as EndpointCall<E>);
      const chosen =
        reply.statusCode !== 200 && declared(reply.statusCode) ? reply.statusCode : status;
      return reply.status(chosen).send(chosen === 204 ? null : result);
    },
  });
}
