import { propertyRoom, userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import './interests.events';

/**
 * After commit: the owner's tabs hear who is interested; whoever has the listing open hears only
 * the new count (only the owner may know who is interested).
 */
export function publishAfterCommit(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  for (const name of ['interest.added', 'interest.removed'] as const) {
    deps.bus.onAfterCommit(name, ({ propertyId, ownerId, userId, interestedCount }) => {
      deps.realtime.publish(name, { propertyId, userId, interestedCount }, [userRoom(ownerId)]);
      deps.realtime.publish(name, { propertyId, userId: null, interestedCount }, [
        propertyRoom(propertyId),
      ]);
    });
  }
}
