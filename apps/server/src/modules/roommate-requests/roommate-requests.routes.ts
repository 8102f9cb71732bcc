import type { FastifyInstance } from 'fastify';
import { roommateRequestEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { answerRoommateRequest } from './answer-roommate-request';
import { listRoommateRequests } from './list-roommate-requests';
import { sendRoommateRequest } from './send-roommate-request';

/** Roommate requests: saying hello before a chat opens (signed in only). */
export async function roommateRequestsRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.send, ({ caller, params, body }) =>
    sendRoommateRequest(root.deps, caller.userId, params.userId, body.message),
  );
  routeEndpoint(root, endpoints.box, ({ caller }) =>
    listRoommateRequests(root.deps, caller.userId),
  );
  routeEndpoint(root, endpoints.accept, ({ caller, params }) =>
    answerRoommateRequest(root.deps, caller.userId, params.id, 'accepted'),
  );
  routeEndpoint(root, endpoints.decline, ({ caller, params }) =>
    answerRoommateRequest(root.deps, caller.userId, params.id, 'declined'),
  );
}
