import type { Service } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { toService } from './present-service';
import { imagesOfService } from './service-images.repository';
import { canSeeUnlisted } from './services.policy';
import { findService } from './services.repository';

/** One service with its photos; a paused one only for its provider and admins. */
export async function getService(
  deps: Pick<Deps, 'db' | 'storage'>,
  caller: RequestAuth | null,
  serviceId: string,
): Promise<Service> {
  const row = await findService(deps.db, serviceId);
  if (!row || (row.listed !== 1 && !canSeeUnlisted(caller, row.providerId)))
    throw new AppError('service.not-found');
  return toService(deps.storage, row, await imagesOfService(deps.db, serviceId));
}
