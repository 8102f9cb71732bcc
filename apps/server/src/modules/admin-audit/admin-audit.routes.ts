import type { FastifyInstance } from 'fastify';
import { adminAuditEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { listAudit } from './list-audit';

/** The audit log of the admin area. */
export async function adminAuditRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.list, async ({ query }) => listAudit(root.deps, query));
}
