import type { FastifyInstance } from 'fastify';
import { propertyRoom, userRoom, type InterestResult } from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { addInterest, incrementInterestedCount, interestedCountOf } from './interests.repository';
import { canExpressInterest } from './interests.policy';
import { findViewableProperty } from '../properties/load-property';

/**
 * "I'm interested" (spec section 5: idempotent, a repeat answers false). A rented or sold listing
 * still takes interest: being told when it opens up again is what interest is for.
 */
export async function expressInterest(
  app: FastifyInstance,
  caller: RequestAuth,
  propertyId: string,
): Promise<InterestResult> {
  const listing = await findViewableProperty(app, caller, propertyId);
  if (!canExpressInterest(caller, listing.ownerId)) throw new AppError('interest.own-listing');
  const result = await app.db
    .transaction()
    .execute(async (trx) =>
      (await addInterest(trx, propertyId, caller.userId, nowIso()))
        ? { added: true, interestedCount: await incrementInterestedCount(trx, propertyId) }
        : { added: false, interestedCount: await interestedCountOf(trx, propertyId) },
    );
  if (!result.added) return result;
  const { interestedCount } = result;
  app.events.publish('interest.added', { propertyId, userId: caller.userId, interestedCount }, [
    userRoom(listing.ownerId),
  ]);
  app.events.publish('interest.added', { propertyId, userId: null, interestedCount }, [
    propertyRoom(propertyId),
  ]);
  return result;
}
