import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
import { onNotificationsStored } from './on-notifications-stored';

/**
 * The push module's face (decision 063): its routes, and the pushes it sends of the
 * notifications module's stored notifications. For tests and trusted code, the sender itself.
 */
export { pushRoutes } from './push.routes';
export { sendPushes } from './send-pushes';

export function subscribe(deps: Pick<Deps, 'bus' | 'db' | 'config' | 'clock' | 'log'>): void {
  onNotificationsStored(deps);
  onAccountErasing(deps);
}
