import type { FastifyInstance } from 'fastify';
import { reportEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { assignReport } from './assign-report';
import { getReport } from './get-report';
import { handleReport } from './handle-report';
import { listReports } from './list-reports';

/** The reports queue of the admin area. */
export async function adminReportsRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.queue, ({ query }) => listReports(root.deps, query));
  routeEndpoint(root, endpoints.detail, ({ params }) => getReport(root.deps, params.id));
  routeEndpoint(root, endpoints.assign, ({ caller, params }) =>
    assignReport(root.deps, caller.userId, params.id),
  );
  routeEndpoint(root, endpoints.resolve, ({ caller, params, body }) =>
    handleReport(root.deps, caller.userId, params.id, {
      status: 'resolved',
      action: body.action,
      note: body.note,
    }),
  );
  routeEndpoint(root, endpoints.dismiss, ({ caller, params, body }) =>
    handleReport(root.deps, caller.userId, params.id, { status: 'dismissed', note: body.note }),
  );
}
