import { AppError } from '../../lib/app-error';
import { addRating, setHiddenByAdmin, setProviderHidden, type Db } from './services.repository';

/**
 * Counts one review of `stars` (1–5) in the service's rating and reviewCount. Call it with the
 * review's transaction so both commit together; the mean is kept to one decimal.
 */
export async function addServiceRating(trx: Db, serviceId: string, stars: number): Promise<void> {
  if (!(await addRating(trx, serviceId, stars))) throw new AppError('service.not-found');
}

/** A suspended provider's services leave search (and come back when the suspension ends). */
export const hideProviderServices = (db: Db, providerId: string, hidden: boolean) =>
  setProviderHidden(db, providerId, hidden);

/** An admin hides one service from everyone but its provider and admins, or shows it again. */
export const setServiceHiddenByAdmin = setHiddenByAdmin;
