import type { Property, PropertyData } from '@nivaas/shared';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { loadProperty } from './load-property';
import { insertProperty } from './properties.repository';
import { listsOf, toColumns } from './present-property';

/** A new listing owned by the caller (the route has checked the caller may list properties). */
export async function createProperty(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock'>,
  caller: RequestAuth,
  data: PropertyData,
): Promise<Property> {
  const id = newId();
  const now = deps.clock.now().toISOString();
  await inTransaction(deps, async (trx, emit) => {
    await insertProperty(
      trx,
      { id, ownerId: caller.userId, ...toColumns(data), createdAt: now, updatedAt: now },
      listsOf(data),
    );
    emit('property.created', {
      propertyId: id,
      ownerId: caller.userId,
      city: data.city,
      listingType: data.listingType,
      status: data.status,
    });
  });
  return (await loadProperty(deps, id)).property;
}
