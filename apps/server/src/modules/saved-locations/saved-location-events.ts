import type { FastifyInstance } from 'fastify';
import { userRoom } from '@nivaas/shared';

/** The person's other tabs and devices refetch their places. Call only after the commit. */
export function publishSavedLocationChanged(
  app: FastifyInstance,
  userId: string,
  savedLocationId: string,
): void {
  app.events.publish('savedLocation.changed', { savedLocationId }, [userRoom(userId)]);
}
