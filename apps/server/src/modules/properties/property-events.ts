import type { FastifyInstance } from 'fastify';
import { propertyRoom, userRoom } from '@nivaas/shared';

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
