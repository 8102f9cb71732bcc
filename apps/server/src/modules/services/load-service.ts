import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { assertCanChange } from './services.policy';
import { findService, type Db, type ServiceWithProvider } from './services.repository';

/** A service the caller may change (its provider, or an admin), else 404 / 403. */
export async function loadChangeableService(
  db: Db,
  caller: RequestAuth | null,
  serviceId: string,
): Promise<ServiceWithProvider> {
  const row = await findService(db, serviceId);
  if (!row) throw new AppError('service.not-found');
  assertCanChange(caller, row.providerId);
  return row;
}
