import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from './auth.plugin';
import { actsAsAdmin } from './acts-as-admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAdmin` once the caller has passed every admin check. */
    adminAuth?: RequestAuth;
  }
}

/**
 * The one gate of every admin route (use it as the route's `preHandler`): signed in (else 401)
 * with the admin role (else 403), within ADMIN_RATE_LIMIT_PER_MINUTE (else 429), with TOTP
 * enabled and passed on this very session (else 403 `admin.second-factor-required`). Further
 * admin conditions belong here, so no route can skip them.
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await request.server.requireRole(request, ['admin']);
  await request.server.limitAdminRequest(request, reply, session.userId);
  if (!actsAsAdmin(session)) throw new AppError('admin.second-factor-required');
  request.adminAuth = session;
}
