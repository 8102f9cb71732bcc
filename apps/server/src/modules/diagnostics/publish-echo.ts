import type { EchoRequest, EchoResponse } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { echoRooms } from './diagnostics.policy';
import type { InstanceFacts } from './instance-facts';

/** Sends the caller's text through the event bus, so /message-test sees the full round trip. */
export function publishEcho(
  deps: Pick<Deps, 'realtime'> & Pick<InstanceFacts, 'instanceId'>,
  caller: RequestAuth,
  input: EchoRequest,
): EchoResponse {
  deps.realtime.publish(
    'diagnostics.echo',
    { userId: caller.userId, text: input.text, origin: deps.instanceId },
    echoRooms(caller),
  );
  return { published: true, instanceId: deps.instanceId };
}
