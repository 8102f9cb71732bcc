import type { FastifyInstance } from 'fastify';
import { userEndpoints as endpoints, type SessionUser } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { actsAsAdmin } from '../../plugins/auth/acts-as-admin';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { getMe } from './get-me';
import { getUser } from './get-user';
import { removeAvatar } from './remove-avatar';
import { setLanguage } from './set-language';
import { updateOwnProfile } from './update-profile';
import { uploadAvatar } from './upload-avatar';

/** The caller's own record, saying whether this session has admin powers (for the web's controls). */
const ownRecord = (session: RequestAuth, user: SessionUser): SessionUser => ({
  ...user,
  actsAsAdmin: actsAsAdmin(session),
});

/** The user record of spec section 3: the caller's own, anyone's public page, profile edits. */
export async function usersRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.me, async ({ caller }) =>
    ownRecord(caller, await getMe(root.deps, caller.userId)),
  );

  routeEndpoint(root, endpoints.session, async ({ request }) => {
    const session = await root.readSession(request);
    if (!session) return { user: null };
    try {
      return { user: ownRecord(session, await getMe(root.deps, session.userId)) };
    } catch (err) {
      // A session whose user was deleted meanwhile is as good as none.
      if (err instanceof AppError && err.code === 'unauthenticated') return { user: null };
      throw err;
    }
  });

  routeEndpoint(root, endpoints.updateProfile, async ({ caller, body }) =>
    ownRecord(caller, await updateOwnProfile(root.deps, caller.userId, body)),
  );
  routeEndpoint(root, endpoints.setLanguage, ({ caller, body }) =>
    setLanguage(root.deps, caller.userId, body),
  );
  routeEndpoint(root, endpoints.uploadAvatar, async ({ caller, request }) =>
    ownRecord(caller, await uploadAvatar(root.deps, caller.userId, request)),
  );
  routeEndpoint(root, endpoints.removeAvatar, async ({ caller }) =>
    ownRecord(caller, await removeAvatar(root.deps, caller.userId)),
  );
  routeEndpoint(root, endpoints.user, ({ caller, params }) =>
    getUser(root.deps, caller, params.id),
  );
}
