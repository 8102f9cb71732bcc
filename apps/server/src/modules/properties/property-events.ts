import type { FastifyInstance } from 'fastify';
import { PROPERTY_FEED_ROOM, propertyRoom, userRoom } from '@nivaas/shared';

/**
 * Who hears about a listing: whoever has its page open (its room) and its owner's other tabs
 * (the dashboard list). Call only after the transaction has committed.
 */
const roomsOf = (propertyId: string, ownerId: string) => [
  propertyRoom(propertyId),
  userRoom(ownerId),
];

export function publishPropertyUpdated(
  app: FastifyInstance,
  property: { id: string; ownerId: string; status: string },
): void {
  app.events.publish(
    'property.updated',
    { propertyId: property.id, ownerId: property.ownerId, status: property.status },
    roomsOf(property.id, property.ownerId),
  );
}

export function publishPropertyDeleted(
  app: FastifyInstance,
  property: { id: string; ownerId: string },
): void {
  app.events.publish(
    'property.deleted',
    { propertyId: property.id, ownerId: property.ownerId },
    roomsOf(property.id, property.ownerId),
  );
}

/** A new listing: every signed-in client hears of it and asks whether it matches its search. */
export function publishPropertyCreated(
  app: FastifyInstance,
  property: { id: string; ownerId: string; city: string; listingType: string },
): void {
  app.events.publish(
    'property.created',
    {
      propertyId: property.id,
      ownerId: property.ownerId,
      city: property.city,
      listingType: property.listingType,
    },
    [PROPERTY_FEED_ROOM, userRoom(property.ownerId)],
  );
}
