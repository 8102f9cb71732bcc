import { useEffect, useEffectEvent } from 'react';
import type { DomainEventName } from '@nivaas/shared';
import type { RealtimeHandler } from './realtime-client';
import { useRealtimeClient } from './realtime-context';

/**
 * Runs `handler` for every `name` event delivered to this person while the component is mounted.
 * The handler may change between renders; the subscription does not.
 */
export function useRealtimeEvent<N extends DomainEventName>(
  name: N,
  handler: RealtimeHandler<N>,
): void {
  const client = useRealtimeClient();
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!client) return;
    return client.on(name, (payload, envelope) => onEvent(payload, envelope));
  }, [client, name]);
}
