import { userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';

/** Both sides' open tabs hear of every committed change (their visit lists refetch). */
export function publishAfterCommit(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  deps.bus.onAfterCommit('site-visit.changed', (event) => {
    deps.realtime.publish('siteVisit.changed', { visitId: event.visitId, status: event.status }, [
      userRoom(event.ownerId),
      userRoom(event.seekerId),
    ]);
  });
}
