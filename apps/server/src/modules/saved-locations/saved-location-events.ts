import { userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';

/** The person's other tabs and devices refetch their places. Call only after the commit. */
export function publishSavedLocationChanged(
  deps: Pick<Deps, 'realtime'>,
  userId: string,
  savedLocationId: string,
): void {
  deps.realtime.publish('savedLocation.changed', { savedLocationId }, [userRoom(userId)]);
}
