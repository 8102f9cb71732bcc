import type { FastifyInstance } from 'fastify';
import { diagnosticsEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { diagnosticsEnabled } from './diagnostics.policy';
import { publishEcho } from './publish-echo';
import { readDiagnosticsSession } from './read-diagnostics-session';

/** Realtime round trip and session view behind /message-test and the auth test page. */
export async function diagnosticsRoutes(root: FastifyInstance) {
  // Not registered at all in production: the paths answer 404 like any unknown one.
  if (!diagnosticsEnabled(root.config)) return;
  const deps = {
    ...root.deps,
    instanceId: root.instanceId,
    realtimeKind: root.redis ? ('redis' as const) : ('in-process' as const),
  };
  routeEndpoint(root, endpoints.echo, async ({ caller, body }) => publishEcho(deps, caller, body));
  routeEndpoint(root, endpoints.session, async ({ caller }) =>
    readDiagnosticsSession(deps, caller),
  );
}
