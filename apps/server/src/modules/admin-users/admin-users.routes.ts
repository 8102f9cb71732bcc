import type { FastifyInstance } from 'fastify';
import { adminUserEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { forcePasswordReset, resendVerification } from './account-mails';
import { changeRole } from './change-role';
import { getUserDetail } from './get-user-detail';
import { listUsers } from './list-users';
import { reinstateUser, suspendUser } from './suspend-user';

/** People in the admin area: search, detail, suspension, role, account mails. */
export async function adminUsersRoutes(root: FastifyInstance) {
  const disconnect = (userId: string) => root.realtimeSessions.disconnectUser(userId);

  routeEndpoint(root, endpoints.list, ({ query }) => listUsers(root.deps, query));
  routeEndpoint(root, endpoints.detail, ({ params }) => getUserDetail(root.deps, params.id));
  routeEndpoint(root, endpoints.suspend, ({ caller, params, body }) =>
    suspendUser(root.deps, disconnect, caller.userId, params.id, body.reason),
  );
  routeEndpoint(root, endpoints.reinstate, ({ caller, params, body }) =>
    reinstateUser(root.deps, caller.userId, params.id, body.reason),
  );
  routeEndpoint(root, endpoints.role, ({ caller, params, body }) =>
    changeRole(root.deps, caller.userId, params.id, body.role, body.reason),
  );
  routeEndpoint(root, endpoints.resendVerification, async ({ caller, params }) => {
    await resendVerification(root.deps, root.auth, caller.userId, params.id);
    return { ok: true as const };
  });
  routeEndpoint(root, endpoints.forcePasswordReset, async ({ caller, params }) => {
    await forcePasswordReset(root.deps, root.auth, disconnect, caller.userId, params.id);
    return { ok: true as const };
  });
}
