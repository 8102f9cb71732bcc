import type { FastifyInstance } from 'fastify';
import type { InterestState } from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { hasInterest } from './interests.repository';
import { findViewableProperty } from '../properties/load-property';

/** Whether the caller has said they are interested in the listing. */
export async function getInterestState(
  app: FastifyInstance,
  caller: RequestAuth,
  propertyId: string,
): Promise<InterestState> {
  await findViewableProperty(app, caller, propertyId);
  return { interested: await hasInterest(app.db, propertyId, caller.userId) };
}
