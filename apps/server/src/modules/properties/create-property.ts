import type { FastifyInstance } from 'fastify';
import type { Property, PropertyData } from '@nivaas/shared';
import { nowIso } from '../../db/dialect';
import { newId } from '../../lib/ids';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { loadProperty } from './load-property';
import { insertProperty } from './properties.repository';
import { listsOf, toColumns } from './present-property';
import { publishPropertyCreated } from './property-events';

/** A new listing owned by the caller (the route has checked the caller may list properties). */
export async function createProperty(
  app: FastifyInstance,
  caller: RequestAuth,
  data: PropertyData,
): Promise<Property> {
  const id = newId();
  const now = nowIso();
  await app.db
    .transaction()
    .execute((trx) =>
      insertProperty(
        trx,
        { id, ownerId: caller.userId, ...toColumns(data), createdAt: now, updatedAt: now },
        listsOf(data),
      ),
    );
  const { property } = await loadProperty(app, id);
  publishPropertyCreated(app, property);
  return property;
}
