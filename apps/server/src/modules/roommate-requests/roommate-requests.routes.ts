import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  roommateRequestBoxSchema,
  roommateRequestInputSchema,
  roommateRequestSchema,
} from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { assertSignedIn } from '../roommates/index';
import { answerRoommateRequest } from './answer-roommate-request';
import { listRoommateRequests } from './list-roommate-requests';
import { sendRoommateRequest } from './send-roommate-request';

const tags = ['roommate-requests'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  412: apiErrorSchema,
  429: apiErrorSchema,
};
const id = z.string().min(1).max(64);

/** Roommate requests: saying hello before a chat opens (signed in only). */
export async function roommateRequestsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const member = async (request: FastifyRequest): Promise<RequestAuth> => {
    const caller = await root.readSession(request);
    assertSignedIn(caller);
    return caller;
  };
  const onRequest = async (request: FastifyRequest) => {
    await member(request);
  };

  app.post(
    '/api/roommates/:userId/requests',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Send a roommate request',
        params: z.object({ userId: id }),
        body: roommateRequestInputSchema,
        response: { 201: roommateRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = await member(request);
      const sent = await sendRoommateRequest(
        root.deps,
        caller.userId,
        request.params.userId,
        request.body.message,
      );
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/api/me/roommate-requests',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Roommate requests I received and sent',
        response: { 200: roommateRequestBoxSchema, ...errors },
      },
    },
    async (request) => listRoommateRequests(root.deps, (await member(request)).userId),
  );

  for (const [verb, status] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/api/roommate-requests/:id/${verb}`,
      {
        onRequest,
        schema: {
          tags,
          summary: `${verb === 'accept' ? 'Accept' : 'Decline'} a roommate request sent to me`,
          params: z.object({ id }),
          response: { 200: roommateRequestSchema, ...errors },
        },
      },
      async (request) =>
        answerRoommateRequest(root.deps, (await member(request)).userId, request.params.id, status),
    );
  }
}
