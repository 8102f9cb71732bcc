import {
  issuesToFields,
  propertyInputSchema,
  type Property,
  type PropertyData,
  type PropertyPatch,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { recordModeration } from '../../plugins/audit/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { loadChangeableProperty, loadProperty } from './load-property';
import { listingFacts } from './properties.events';
import {
  LIST_NAMES,
  replaceList,
  updatePropertyColumns,
  type ListName,
  type PropertyColumns,
} from './properties.repository';
import { COLUMNS_OF_FIELD, toColumns } from './present-property';

const PLACE_FIELDS = ['state', 'city', 'sublocality'] as const;
const isList = (key: string): key is ListName => (LIST_NAMES as readonly string[]).includes(key);

/**
 * Changes some fields of a listing. The patch is merged into the stored listing and the whole is
 * checked with the same rules as a new one; only the fields sent are written, so two people
 * editing different fields at once do not undo each other. Identity and timestamps are not fields.
 */
export async function updateProperty(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock'>,
  caller: RequestAuth,
  id: string,
  patch: PropertyPatch,
): Promise<Property> {
  const { property } = await loadChangeableProperty(deps, caller, id);
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
  if (!parsed.success)
    throw new AppError('invalid-argument', undefined, issuesToFields(parsed.error));

  const touched = new Set<keyof PropertyData>(
    (Object.keys(patch) as (keyof PropertyPatch)[]).filter((k) => patch[k] !== undefined),
  );
  if (placeMoved) for (const f of [...PLACE_FIELDS, 'location'] as const) touched.add(f);
  const all = toColumns(parsed.data);
  const columns: PropertyColumns = { updatedAt: deps.clock.now().toISOString() };
  for (const field of touched) {
    if (isList(field)) continue;
    for (const column of COLUMNS_OF_FIELD[field] ?? [field as keyof typeof all])
      Object.assign(columns, { [column]: all[column] });
  }

  await inTransaction(deps, async (trx, emit) => {
    if (!(await updatePropertyColumns(trx, id, columns))) throw new AppError('property.not-found');
    for (const field of touched)
      if (isList(field)) await replaceList(trx, id, field, parsed.data[field]);
    await recordModeration(trx, caller, property.ownerId, {
      action: 'property.update',
      targetType: 'property',
      targetId: id,
      details: { ownerId: property.ownerId, fields: [...touched] },
    });
    // A new status or price is news to the interested tenants (spec sections 4 and 6).
    emit('property.changed', {
      propertyId: id,
      ownerId: property.ownerId,
      before: listingFacts(property),
      after: listingFacts(parsed.data),
    });
  });
  return (await loadProperty(deps, id)).property;
}
