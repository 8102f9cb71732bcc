import type { Service, ServiceData } from '@nivaas/shared';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { getService } from './get-service';
import { serviceColumns } from './present-service';
import { insertService, replaceLocations } from './services.repository';

/** A provider's new offer, active at once (rating 0, no reviews). */
export async function createService(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock'>,
  caller: RequestAuth,
  data: ServiceData,
): Promise<Service> {
  const id = newId();
  const now = deps.clock.now().toISOString();
  await inTransaction(deps, async (trx) => {
    await insertService(trx, {
      id,
      providerId: caller.userId,
      ...serviceColumns(data),
      status: 'active',
      providerHidden: 0,
      listed: 1,
      rating: 0,
      ratingTotal: 0,
      reviewCount: 0,
      createdAt: now,
      updatedAt: now,
    });
    await replaceLocations(trx, id, data.serviceLocations);
  });
  return getService(deps, caller, id);
}
