import type { FastifyInstance } from 'fastify';
import type { Property } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { loadProperty } from './load-property';
import { canViewProperty, PROPERTY_NOT_FOUND } from './properties.policy';

/** One listing for anyone signed in; an inactive one reads as missing to all but its owner and admins. */
export async function getProperty(
  app: FastifyInstance,
  caller: RequestAuth,
  id: string,
): Promise<Property> {
  const { property } = await loadProperty(app, id);
  if (!canViewProperty(caller, property)) throw new AppError('not-found', PROPERTY_NOT_FOUND);
  return property;
}
