import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/dialect';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../plugins/audit/audit';
import { deleteStoredKeys } from '../../plugins/storage/delete-stored-keys';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { loadChangeableProperty } from './load-property';
import { isModeration } from './properties.policy';
import { deleteProperty, updatePropertyColumns } from './properties.repository';
import { imagesOf, keysOfImages } from './property-images.repository';
import { publishPropertyDeleted } from './property-events';

/** Removes a listing, its lists and its photos for good (the web app asks for confirmation first). */
export async function removeProperty(
  app: FastifyInstance,
  caller: RequestAuth,
  id: string,
): Promise<void> {
  const { row } = await loadChangeableProperty(app, caller, id);
  const found = await app.db.transaction().execute(async (trx) => {
    // Touching the row first locks it (PostgreSQL): no photo can be added between listing the
    // files and deleting the rows, so none is left behind.
    if (!(await updatePropertyColumns(trx, id, { updatedAt: nowIso() }))) return false;
    const images = await imagesOf(trx, id);
    if (!(await deleteProperty(trx, id))) return false;
    if (isModeration(caller, row.ownerId)) {
      await recordAudit(trx, {
        actorId: caller.userId,
        action: 'property.delete',
        targetType: 'property',
        targetId: id,
        details: { ownerId: row.ownerId, title: row.title },
      });
    }
    return keysOfImages(images);
  });
  if (!found) throw new AppError('property.not-found');
  // Only once the rows are gone for good: a rolled-back delete must not lose its files.
  await deleteStoredKeys(app, found);
  publishPropertyDeleted(app, row);
}
