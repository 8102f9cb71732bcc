import type { FastifyInstance } from 'fastify';
import type { SavedLocation } from '@nivaas/shared';
import { toSavedLocation } from './present-saved-location';
import { listSavedLocations } from './saved-locations.repository';

/** The person's own places, in the order they saved them. */
export async function listMySavedLocations(
  app: FastifyInstance,
  userId: string,
): Promise<SavedLocation[]> {
  return (await listSavedLocations(app.db, userId)).map(toSavedLocation);
}
