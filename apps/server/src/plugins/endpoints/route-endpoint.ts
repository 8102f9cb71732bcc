import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { successStatus, type Endpoint, type EndpointResult } from '@nivaas/shared';
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
  /** Runs right after the access guard, before the body is read (a limit by address, a host check). */
  onRequest?: onRequestHookHandler;
  /** Checks that run after access and before the body is read (an own record, a limit). */
  preValidation?: preValidationHookHandler;
  /** Runs after validation, before the handler (a limit keyed by what was validated). */
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
    await root.requireRole(request, access);
  };
}

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
  options: EndpointOptions = {},
): void {
  const status = successStatus(endpoint);
  const declared = (code: number) => code >= 200 && code < 300 && code in endpoint.responses;
  const onRequest = [accessGuard(root, endpoint), options.onRequest].filter((hook) => !!hook);
  root.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: endpoint.responses,
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
      const chosen =
        reply.statusCode !== 200 && declared(reply.statusCode) ? reply.statusCode : status;
      return reply.status(chosen).send(chosen === 204 ? null : result);
    },
  });
}
