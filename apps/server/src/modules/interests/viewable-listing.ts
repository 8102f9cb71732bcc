import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { canViewProperty, PROPERTY_NOT_FOUND } from '../properties/properties.policy';
import { findProperty, type PropertyRow } from '../properties/properties.repository';

/** The listing's row if the caller may see it; a hidden one reads as missing, as on its page. */
export async function findViewableListing(
  app: FastifyInstance,
  caller: RequestAuth,
  id: string,
): Promise<PropertyRow> {
  const row = await findProperty(app.db, id);
  if (!row || !canViewProperty(caller, row)) throw new AppError('not-found', PROPERTY_NOT_FOUND);
  return row;
}
