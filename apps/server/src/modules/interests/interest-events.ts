import { propertyRoom, userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import './interests.events';

/**
 * After commit: the owner's tabs hear who is interested; whoever has the listing open hears only
 * the new count (only the owner may know who is interested).
 */
export function publishInterestEvents(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  deps.bus.onAfterCommit('interest.added', ({ propertyId, ownerId, userId, interestedCount }) => {
    deps.realtime.publish('interest.added', { propertyId, userId, interestedCount }, [
      userRoom(ownerId),
    ]);
    deps.realtime.publish('interest.added', { propertyId, userId: null, interestedCount }, [
      propertyRoom(propertyId),
    ]);
  });
}
