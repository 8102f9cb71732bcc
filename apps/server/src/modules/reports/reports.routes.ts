import type { FastifyInstance } from 'fastify';
import { reportEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { createReport } from './create-report';

/** Anyone signed in may report something (issue 13, part 4). */
export async function reportsRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.create, ({ caller, body }) =>
    createReport(root.deps, caller.userId, body),
  );
}
