import type { Deps } from '../../plugins/events/deps';
import { sendPushes } from './send-pushes';
import '../notifications/index';

/** After commit, the notifications of the pushed kinds go to their recipients' browsers. */
export function onNotificationsStored(deps: Pick<Deps, 'bus' | 'db' | 'config' | 'clock' | 'log'>) {
  deps.bus.onAfterCommit('notifications.stored', async ({ notifications }) => {
    await sendPushes(deps, notifications);
  });
}
