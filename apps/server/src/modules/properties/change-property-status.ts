import {
  PROPERTY_VALIDATION,
  statusFitsListing,
  type Property,
  type PropertyStatus,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { recordModeration } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { loadChangeableProperty, loadProperty } from './load-property';
import { listingFacts } from './properties.events';
import { updatePropertyColumns } from './properties.repository';

/**
 * The owner dashboard's in-place status switch. Interested tenants are told of the change in the
 * same transaction (spec sections 4 and 6: the notifications module hears `property.changed`).
 */
export async function changePropertyStatus(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock'>,
  caller: RequestAuth,
  id: string,
  status: PropertyStatus,
): Promise<Property> {
  const { row, property } = await loadChangeableProperty(deps, caller, id);
  if (!statusFitsListing(status, row.listingType)) {
    throw new AppError('invalid-argument', undefined, {
      status: PROPERTY_VALIDATION.statusForListing,
    });
  }
  await inTransaction(deps, async (trx, emit) => {
    const updatedAt = deps.clock.now().toISOString();
    if (!(await updatePropertyColumns(trx, id, { status, updatedAt })))
      throw new AppError('property.not-found');
    await recordModeration(trx, caller, row.ownerId, {
      action: 'property.status',
      targetType: 'property',
      targetId: id,
      details: { ownerId: row.ownerId, from: row.status, to: status },
    });
    emit('property.changed', {
      propertyId: id,
      ownerId: row.ownerId,
      before: listingFacts(property),
      after: listingFacts({ ...property, status }),
    });
  });
  return (await loadProperty(deps, id)).property;
}
