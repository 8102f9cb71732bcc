import type { FastifyInstance } from 'fastify';
import { rentLedgerEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { addDeduction } from './add-deduction';
import { getStayLedger } from './get-stay-ledger';
import { listDues } from './list-dues';
import { setStayDueDay } from './set-due-day';

/** A stay's dues for its tenant and the listing's owner (decision 042). */
export async function rentLedgerRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.dues, async ({ caller, query }) => ({
    dues: await listDues(root.deps, caller.userId, query),
  }));
  routeEndpoint(root, endpoints.stay, ({ caller, params }) =>
    getStayLedger(root.deps, caller, params.bookingId),
  );
  routeEndpoint(root, endpoints.setDueDay, ({ caller, params, body }) =>
    setStayDueDay(root.deps, caller, params.bookingId, body.dueDay),
  );
  routeEndpoint(root, endpoints.deduct, ({ caller, params, body }) =>
    addDeduction(root.deps, caller, params.bookingId, body),
  );
}
