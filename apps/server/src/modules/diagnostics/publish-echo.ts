import type { FastifyInstance } from 'fastify';
import type { EchoRequest, EchoResponse } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { echoRooms } from './diagnostics.policy';

/** Sends the caller's text through the event bus, so /message-test sees the full round trip. */
export function publishEcho(
  app: FastifyInstance,
  caller: RequestAuth,
  input: EchoRequest,
): EchoResponse {
  app.events.publish(
    'diagnostics.echo',
    { userId: caller.userId, text: input.text, origin: app.instanceId },
    echoRooms(caller),
  );
  return { published: true, instanceId: app.instanceId };
}
