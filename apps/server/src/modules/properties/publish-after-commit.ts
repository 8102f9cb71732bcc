import { PROPERTY_FEED_ROOM, propertyRoom, userRoom } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import './properties.events';

/**
 * What open tabs hear of listings, once a change has committed: whoever has the listing's page
 * open (its room) and its owner's other tabs (the dashboard list); a new listing goes to every
 * signed-in client, which asks whether it matches its search. A hidden (inactive) listing is
 * named only to its owner, as its page is (`canViewProperty`): a hidden new listing is not
 * announced, and a change that keeps it hidden reaches the owner's tabs alone. The change that
 * hides it still reaches its room, so open pages learn it is gone; then everyone but the owner
 * leaves the room (and may not join it again: property-watch.ts), so nothing said there later
 * (comments, interest, its form) reaches them.
 */
/**
 * The events carry the owner's status only: a listing an admin hid, or whose owner is suspended,
 * is already out of every room but its owner's (its page and photos refuse others).
 */
const isInactive = (p: { status: string }) => p.status === 'inactive';

export function publishAfterCommit(deps: Pick<Deps, 'bus' | 'realtime'>): void {
  const { bus, realtime } = deps;
  const roomsOf = (propertyId: string, ownerId: string) => [
    propertyRoom(propertyId),
    userRoom(ownerId),
  ];
  bus.onAfterCommit('property.created', ({ propertyId, ownerId, city, listingType, status }) => {
    const rooms = isInactive({ status })
      ? [userRoom(ownerId)]
      : [PROPERTY_FEED_ROOM, userRoom(ownerId)];
    realtime.publish('property.created', { propertyId, ownerId, city, listingType }, rooms);
  });
  bus.onAfterCommit('property.changed', ({ propertyId, ownerId, before, after }) => {
    const rooms =
      isInactive(before) && isInactive(after) ? [userRoom(ownerId)] : roomsOf(propertyId, ownerId);
    realtime.publish('property.updated', { propertyId, ownerId, status: after.status }, rooms);
    // Hidden now: pages open on it heard so; from here on only its owner's sockets follow it.
    if (!isInactive(before) && isInactive(after))
      realtime.leaveRoom(propertyRoom(propertyId), [userRoom(ownerId)]);
  });
  bus.onAfterCommit('property.deleted', ({ propertyId, ownerId }) => {
    realtime.publish('property.deleted', { propertyId, ownerId }, roomsOf(propertyId, ownerId));
  });
}
