import type { FastifyInstance } from 'fastify';
import { rentEscalationEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { acknowledgeRentNotice } from './acknowledge-notice';
import { applyRentIncreaseNow } from './apply-rent-increase';
import { getRentEscalation, getRentEscalationHistory } from './get-rent-escalation';
import { listListingNotices, listMyNotices } from './list-notices';
import { loadListingFor } from './load-listing';
import { runDueEscalations } from './run-due-escalations';
import { saveRentEscalation } from './save-rent-escalation';

/** Rent that rises on schedule (spec sections 3 to 9), one setting per listing. */
export async function rentEscalationsRoutes(root: FastifyInstance) {
  const deps = root.deps;

  routeEndpoint(root, endpoints.state, ({ caller, params }) =>
    getRentEscalation(deps, caller, params.id),
  );
  routeEndpoint(
    root,
    endpoints.save,
    ({ caller, params, body }) => saveRentEscalation(deps, caller, params.id, body),
    // Who may act is settled before the body is read: a stranger learns nothing from validation.
    {
      guard: ({ caller, params }) =>
        loadListingFor(deps.db, caller, params.id, 'manage', deps.clock.now()),
    },
  );
  routeEndpoint(root, endpoints.history, ({ caller, params }) =>
    getRentEscalationHistory(deps, caller, params.id),
  );
  routeEndpoint(root, endpoints.apply, ({ caller, params }) =>
    applyRentIncreaseNow(deps, caller, params.id),
  );
  routeEndpoint(root, endpoints.listingNotices, ({ caller, params }) =>
    listListingNotices(deps, caller, params.id),
  );
  routeEndpoint(root, endpoints.runDue, ({ caller }) => runDueEscalations(deps, caller));
  routeEndpoint(root, endpoints.myNotices, ({ caller }) => listMyNotices(deps, caller));
  routeEndpoint(root, endpoints.acknowledge, ({ caller, params }) =>
    acknowledgeRentNotice(deps, caller, params.id),
  );
}
