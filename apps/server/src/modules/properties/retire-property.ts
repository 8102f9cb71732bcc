import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { inTransaction } from '../../plugins/events/transaction';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';
import { loadChangeableProperty } from './load-property';
import { LIST_NAMES, replaceList, updatePropertyColumns } from './properties.repository';
import { imagesOf, keysOfImages } from './property-images.repository';

/**
 * Erases a listing whose owner is deleting their account but keeps its row, for the stays on it
 * (decision 069): their rent dues, payments, receipts and agreement hang on the listing, and the
 * tenants keep them. What only the owner had goes: the photos (rows and files), the description,
 * the lists, the map point and link, the notes; the row stays closed and marked `erasedAt`, so
 * nobody finds, opens or changes it again. The title and address stay: the tenants' receipts and
 * agreement print them. Others' rows about the listing (saved, interest, comments, visits, its
 * form and rent increases) go with `property.erasing`, in the same transaction.
 */
export async function retireProperty(
  deps: Pick<Deps, 'db' | 'bus' | 'storage' | 'clock' | 'log'>,
  caller: RequestAuth,
  id: string,
): Promise<void> {
  const { row } = await loadChangeableProperty(deps, caller, id);
  const keys = await inTransaction(deps, async (trx, emit) => {
    const now = deps.clock.now().toISOString();
    // Touching the row first locks it (PostgreSQL): no photo is added while the files are listed.
    const stripped = await updatePropertyColumns(trx, id, {
      status: 'inactive',
      erasedAt: now,
      description: '',
      additionalInfo: '',
      googleMapsLink: '',
      latitude: null,
      longitude: null,
      ownerProximity: '',
      updatedAt: now,
    });
    if (!stripped) throw new AppError('property.not-found');
    const images = await imagesOf(trx, id);
    await trx.deleteFrom('property_images').where('propertyId', '=', id).execute();
    for (const name of LIST_NAMES) await replaceList(trx, id, name, []);
    await trx.deleteFrom('property_views').where('propertyId', '=', id).execute();
    emit('property.erasing', { propertyId: id, ownerId: row.ownerId });
    emit('property.deleted', { propertyId: id, ownerId: row.ownerId });
    return keysOfImages(images);
  });
  await deleteStoredKeys(deps, keys);
}
