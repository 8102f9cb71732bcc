import type { DiagnosticsSession } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { sessionSummary } from '../users/index';
import type { InstanceFacts } from './instance-facts';

/** The server's view of the caller's session, for the auth test page. */
export async function readDiagnosticsSession(
  deps: Pick<Deps, 'db'> & InstanceFacts,
  caller: RequestAuth,
): Promise<DiagnosticsSession> {
  const summary = await sessionSummary(deps, caller.sessionId);
  // Signed out in another tab between the session check and this read.
  if (!summary) throw new AppError('unauthenticated');
  return {
    userId: caller.userId,
    email: summary.email,
    role: caller.role,
    emailVerified: caller.emailVerified,
    sessionExpiresAt: summary.expiresAt,
    instanceId: deps.instanceId,
    realtime: deps.realtimeKind,
  };
}
