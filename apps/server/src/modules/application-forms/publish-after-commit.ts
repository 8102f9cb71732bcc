import { propertyRoom, userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';

/** Open listing pages and the owner's other tabs refetch the form once it is saved. */
export function publishAfterCommit(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  deps.bus.onAfterCommit('application-form.saved', ({ propertyId, ownerId }) => {
    deps.realtime.publish('application-form.changed', { propertyId }, [
      propertyRoom(propertyId),
      userRoom(ownerId),
    ]);
  });
}
