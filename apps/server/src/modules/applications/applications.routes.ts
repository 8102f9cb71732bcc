import type { FastifyInstance } from 'fastify';
import { applicationEndpoints as endpoints } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { assertMayDecide } from './applications.policy';
import { decideApplication } from './decide-application';
import { protectDocuments } from './document-access';
import { getApplication, loadReadableApplication } from './get-application';
import { listMyApplications } from './list-applications';
import { assertMayStart } from './start-application';
import { submitApplication } from './submit-application';
import { readSimpleApplication, submitSimpleApplication } from './submit-simple-application';
import { withdrawApplication } from './withdraw-application';

/** Applications (spec sections 3, 4, 6, 8; decision 014). */
export async function applicationsRoutes(root: FastifyInstance) {
  const deps = root.deps;
  protectDocuments(root);
  // Each rule is settled before a body is read: nobody learns anything from validation first,
  // and a seeker who already applied is told so before uploading documents.
  const mayApply = {
    guard: ({ caller, params }: { caller: RequestAuth; params: { id: string } }) =>
      assertMayStart(root.db, caller, params.id),
  };
  const mayDecide = {
    guard: async ({ caller, params }: { caller: RequestAuth; params: { id: string } }) =>
      assertMayDecide(caller, await loadReadableApplication(deps, caller, params.id)),
  };

  routeEndpoint(
    root,
    endpoints.submit,
    async ({ caller, params, body }) => ({
      application: await submitApplication(deps, caller, params.id, body),
    }),
    mayApply,
  );

  // The guard runs before the multipart body is read at all.
  routeEndpoint(
    root,
    endpoints.submitSimple,
    async ({ caller, params, request }) => {
      const parts = await readSimpleApplication(request);
      return { application: await submitSimpleApplication(deps, caller, params.id, parts) };
    },
    mayApply,
  );

  routeEndpoint(root, endpoints.list, ({ caller, query }) =>
    listMyApplications(deps, caller, query),
  );

  routeEndpoint(root, endpoints.get, async ({ caller, params }) => ({
    application: await getApplication(deps, caller, params.id),
  }));

  routeEndpoint(
    root,
    endpoints.approve,
    async ({ caller, params }) => ({
      application: await decideApplication(deps, caller, params.id, { status: 'approved' }),
    }),
    mayDecide,
  );

  routeEndpoint(
    root,
    endpoints.reject,
    async ({ caller, params, body }) => ({
      application: await decideApplication(deps, caller, params.id, {
        status: 'rejected',
        ...(body?.reason ? { reason: body.reason } : {}),
      }),
    }),
    mayDecide,
  );

  routeEndpoint(root, endpoints.withdraw, async ({ caller, params }) => {
    await withdrawApplication(deps, caller, params.id);
    return null;
  });
}
