import { AppError } from '../../lib/app-error';
import {
  holdForRating,
  recountRating,
  setHiddenByAdmin,
  setProviderHidden,
  type Db,
} from './services.repository';

/**
 * Writes a review of the service with `write` and counts the service's rating, reviewCount and
 * rank again from each person's current review (decision 040). Call it with the review's
 * transaction so both commit together; the service's row is held first, so reviews of one
 * service written at the same moment take turns and none is lost from the count.
 */
export async function rateService(
  trx: Db,
  serviceId: string,
  write: () => Promise<void>,
): Promise<void> {
  if (!(await holdForRating(trx, serviceId))) throw new AppError('service.not-found');
  await write();
  await recountRating(trx, serviceId);
}

/** A suspended provider's services leave search (and come back when the suspension ends). */
export const hideProviderServices = (db: Db, providerId: string, hidden: boolean) =>
  setProviderHidden(db, providerId, hidden);

/** An admin hides one service from everyone but its provider and admins, or shows it again. */
export const setServiceHiddenByAdmin = setHiddenByAdmin;
