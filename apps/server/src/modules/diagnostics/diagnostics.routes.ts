import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  diagnosticsSessionSchema,
  echoRequestSchema,
  echoResponseSchema,
  apiErrorSchema,
} from '@nivaas/shared';
import { diagnosticsEnabled } from './diagnostics.policy';
import { publishEcho } from './publish-echo';
import { readDiagnosticsSession } from './read-diagnostics-session';

/** Realtime round trip and session view behind /message-test and the auth test page. */
export async function diagnosticsRoutes(root: FastifyInstance) {
  // Not registered at all in production: the paths answer 404 like any unknown one.
  if (!diagnosticsEnabled(root.config)) return;
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = {
    ...root.deps,
    instanceId: root.instanceId,
    realtimeKind: root.redis ? ('redis' as const) : ('in-process' as const),
  };
  // Sign-in is checked before the body, so a signed-out caller learns nothing about validation.
  const signedIn = async (request: FastifyRequest) => {
    await root.requireUser(request);
  };

  app.post(
    '/api/dev/echo',
    {
      onRequest: signedIn,
      schema: {
        tags: ['dev'],
        summary:
          "Publish a diagnostics.echo event to the caller's own room (development and demo only)",
        body: echoRequestSchema,
        response: { 202: echoResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const caller = await root.requireUser(request);
      return reply.status(202).send(publishEcho(deps, caller, request.body));
    },
  );

  app.get(
    '/api/dev/session',
    {
      schema: {
        tags: ['dev'],
        summary: "The server's view of the caller's session (development and demo only)",
        response: { 200: diagnosticsSessionSchema, 401: apiErrorSchema },
      },
    },
    async (request) => readDiagnosticsSession(deps, await root.requireUser(request)),
  );
}
