import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { publishSavedLocationChanged } from './saved-location-events';
import { deleteSavedLocation } from './saved-locations.repository';

/** Removes the person's own place; an unknown id (or someone else's) is a 404 (spec section 5). */
export async function removeSavedLocation(
  app: FastifyInstance,
  userId: string,
  id: string,
): Promise<void> {
  if (!(await deleteSavedLocation(app.db, userId, id)))
    throw new AppError('saved-location.not-found');
  publishSavedLocationChanged(app, userId, id);
}
