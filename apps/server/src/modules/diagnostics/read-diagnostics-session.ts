import type { FastifyInstance } from 'fastify';
import type { DiagnosticsSession } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { findSessionSummary } from './diagnostics.repository';

/** The server's view of the caller's session, for the auth test page. */
export async function readDiagnosticsSession(
  app: FastifyInstance,
  caller: RequestAuth,
): Promise<DiagnosticsSession> {
  const summary = await findSessionSummary(app.db, caller.sessionId);
  // Signed out in another tab between the session check and this read.
  if (!summary) throw new AppError('unauthenticated');
  return {
    userId: caller.userId,
    email: summary.email,
    role: caller.role,
    emailVerified: caller.emailVerified,
    sessionExpiresAt: summary.expiresAt,
    instanceId: app.instanceId,
    realtime: app.redis ? 'redis' : 'in-process',
  };
}
