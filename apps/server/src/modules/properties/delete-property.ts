import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { loadChangeableProperty } from './load-property';
import { isModeration, PROPERTY_NOT_FOUND } from './properties.policy';
import { deleteProperty } from './properties.repository';
import { publishPropertyDeleted } from './property-events';

/** Removes a listing and its lists for good (the web app asks for confirmation first). */
export async function removeProperty(
  app: FastifyInstance,
  caller: RequestAuth,
  id: string,
): Promise<void> {
  const { row } = await loadChangeableProperty(app, caller, id);
  const found = await app.db.transaction().execute(async (trx) => {
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
    return true;
  });
  if (!found) throw new AppError('not-found', PROPERTY_NOT_FOUND);
  publishPropertyDeleted(app, row);
}
