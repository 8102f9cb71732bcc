import type { FastifyInstance } from 'fastify';
import {
  fieldErrors,
  propertyInputSchema,
  type Property,
  type PropertyData,
  type PropertyPatch,
} from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { loadChangeableProperty, loadProperty } from './load-property';
import { isModeration, PROPERTY_NOT_FOUND } from './properties.policy';
import {
  LIST_NAMES,
  replaceList,
  updatePropertyColumns,
  type ListName,
  type PropertyColumns,
} from './properties.repository';
import { COLUMNS_OF_FIELD, toColumns } from './present-property';
import { publishPropertyUpdated } from './property-events';
import { publishNotifications } from '../notifications/create-notifications';
import { notifyInterestedTenants } from '../notifications/property-change-notifications';

const PLACE_FIELDS = ['state', 'city', 'sublocality'] as const;
const isList = (key: string): key is ListName => (LIST_NAMES as readonly string[]).includes(key);

/**
 * Changes some fields of a listing. The patch is merged into the stored listing and the whole is
 * checked with the same rules as a new one; only the fields sent are written, so two people
 * editing different fields at once do not undo each other. Identity and timestamps are not fields.
 */
export async function updateProperty(
  app: FastifyInstance,
  caller: RequestAuth,
  id: string,
  patch: PropertyPatch,
): Promise<Property> {
  const { property } = await loadChangeableProperty(app, caller, id);
  const placeMoved = PLACE_FIELDS.some((f) => patch[f] !== undefined);
  // A new place without a new point takes the point of its locality, not the old one.
  const newPoint = placeMoved && patch.location === undefined ? { location: null } : {};
  const merged = {
    ...property,
    ...patch,
    pgDetails: { ...property.pgDetails, ...patch.pgDetails },
    ...newPoint,
  };
  const parsed = propertyInputSchema.safeParse(merged);
  if (!parsed.success) throw new AppError('invalid-argument', undefined, fieldErrors(parsed.error));

  const touched = new Set<keyof PropertyData>(
    (Object.keys(patch) as (keyof PropertyPatch)[]).filter((k) => patch[k] !== undefined),
  );
  if (placeMoved) for (const f of [...PLACE_FIELDS, 'location'] as const) touched.add(f);
  const all = toColumns(parsed.data);
  const columns: PropertyColumns = { updatedAt: nowIso() };
  for (const field of touched) {
    if (isList(field)) continue;
    for (const column of COLUMNS_OF_FIELD[field] ?? [field as keyof typeof all])
      Object.assign(columns, { [column]: all[column] });
  }

  const notified = await app.db.transaction().execute(async (trx) => {
    if (!(await updatePropertyColumns(trx, id, columns))) return null;
    for (const field of touched)
      if (isList(field)) await replaceList(trx, id, field, parsed.data[field]);
    if (isModeration(caller, property.ownerId)) {
      await recordAudit(trx, {
        actorId: caller.userId,
        action: 'property.update',
        targetType: 'property',
        targetId: id,
        details: { ownerId: property.ownerId, fields: [...touched] },
      });
    }
    // A new status or price is news to the interested tenants (spec sections 4 and 6).
    return notifyInterestedTenants(app, trx, property, { id, ...parsed.data });
  });
  if (!notified) throw new AppError('not-found', PROPERTY_NOT_FOUND);
  const updated = (await loadProperty(app, id)).property;
  publishPropertyUpdated(app, updated);
  publishNotifications(app, notified);
  return updated;
}
