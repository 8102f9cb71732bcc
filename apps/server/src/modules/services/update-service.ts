import {
  isSubcategoryOf,
  SERVICE_MESSAGES,
  type Service,
  type ServiceAvailability,
  type ServiceUpdate,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { recordModeration } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { getService } from './get-service';
import { loadChangeableService } from './load-service';
import { daysToBits, isListed, slotsPerDay } from './present-service';
import { replaceLocations, updateService, type ServiceChanges } from './services.repository';

/**
 * Changes some fields of a service under the rules of a new one; `status` pauses (no longer
 * listed) or resumes it. A lone subcategory must belong to the stored category.
 */
export async function updateServiceFields(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock'>,
  caller: RequestAuth,
  serviceId: string,
  patch: ServiceUpdate,
): Promise<Service> {
  const row = await loadChangeableService(deps.db, caller, serviceId);
  if (
    patch.subcategory !== undefined &&
    !isSubcategoryOf(patch.category ?? row.category, patch.subcategory)
  )
    throw new AppError('invalid-argument', undefined, {
      subcategory: SERVICE_MESSAGES.subcategoryInvalid,
    });
  const changes: ServiceChanges = { updatedAt: deps.clock.now().toISOString() };
  for (const key of [
    'category',
    'subcategory',
    'title',
    'description',
    'price',
    'priceType',
    'visitingChargePaise',
  ] as const)
    if (patch[key] !== undefined) Object.assign(changes, { [key]: patch[key] });
  if (patch.availability) Object.assign(changes, availabilityColumns(patch.availability));
  if (patch.serviceLocations) changes.locations = JSON.stringify(patch.serviceLocations);
  if (patch.status) {
    changes.status = patch.status;
    changes.listed = isListed(patch.status, Number(row.providerHidden), row.hiddenByAdminAt);
  }
  await inTransaction(deps, async (trx) => {
    if (!(await updateService(trx, serviceId, changes))) throw new AppError('service.not-found');
    if (patch.serviceLocations) await replaceLocations(trx, serviceId, patch.serviceLocations);
    await recordModeration(trx, caller, row.providerId, {
      action: 'service.update',
      targetType: 'service',
      targetId: serviceId,
      details: { providerId: row.providerId, fields: Object.keys(patch) },
    });
  });
  return getService(deps, caller, serviceId);
}

const availabilityColumns = (a: ServiceAvailability) => ({
  availabilityDays: daysToBits(a.days),
  startTime: a.startTime,
  endTime: a.endTime,
  slotCount: slotsPerDay(a),
});
