import { PROPERTY_FEED_ROOM, propertyRoom, userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import './properties.events';

/**
 * What open tabs hear of listings, once a change has committed: whoever has the listing's page
 * open (its room) and its owner's other tabs (the dashboard list); a new listing goes to every
 * signed-in client, which asks whether it matches its search.
 */
export function publishPropertyEvents(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  const { bus, realtime } = deps;
  const roomsOf = (propertyId: string, ownerId: string) => [
    propertyRoom(propertyId),
    userRoom(ownerId),
  ];
  bus.onAfterCommit('property.created', (p) => {
    realtime.publish('property.created', p, [PROPERTY_FEED_ROOM, userRoom(p.ownerId)]);
  });
  bus.onAfterCommit('property.changed', ({ propertyId, ownerId, after }) => {
    realtime.publish(
      'property.updated',
      { propertyId, ownerId, status: after.status },
      roomsOf(propertyId, ownerId),
    );
  });
  bus.onAfterCommit('property.deleted', ({ propertyId, ownerId }) => {
    realtime.publish('property.deleted', { propertyId, ownerId }, roomsOf(propertyId, ownerId));
  });
}
