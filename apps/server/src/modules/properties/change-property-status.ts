import type { FastifyInstance } from 'fastify';
import {
  PROPERTY_VALIDATION,
  statusFitsListing,
  type ListingType,
  type Property,
  type PropertyStatus,
} from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { loadChangeableProperty, loadProperty } from './load-property';
import { isModeration, PROPERTY_NOT_FOUND } from './properties.policy';
import { updatePropertyColumns } from './properties.repository';
import { publishPropertyUpdated } from './property-events';
import { publishNotifications } from '../notifications/create-notifications';
import { notifyInterestedTenants } from '../notifications/property-change-notifications';

/**
 * The owner dashboard's in-place status switch. Interested tenants are told of the change in the
 * same transaction (spec sections 4 and 6) and hear of it once it has committed.
 */
export async function changePropertyStatus(
  app: FastifyInstance,
  caller: RequestAuth,
  id: string,
  status: PropertyStatus,
): Promise<Property> {
  const { row, property } = await loadChangeableProperty(app, caller, id);
  if (!statusFitsListing(status, row.listingType as ListingType)) {
    throw new AppError('invalid-argument', undefined, {
      status: PROPERTY_VALIDATION.statusForListing,
    });
  }
  const result = await app.db.transaction().execute(async (trx) => {
    if (!(await updatePropertyColumns(trx, id, { status, updatedAt: nowIso() }))) return null;
    if (isModeration(caller, row.ownerId)) {
      await recordAudit(trx, {
        actorId: caller.userId,
        action: 'property.status',
        targetType: 'property',
        targetId: id,
        details: { ownerId: row.ownerId, from: row.status, to: status },
      });
    }
    return notifyInterestedTenants(app, trx, property, { ...property, status });
  });
  if (!result) throw new AppError('not-found', PROPERTY_NOT_FOUND);
  const updated = (await loadProperty(app, id)).property;
  publishPropertyUpdated(app, updated);
  publishNotifications(app, result);
  return updated;
}
