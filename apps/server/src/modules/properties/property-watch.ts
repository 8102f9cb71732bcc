import type { FastifyInstance } from 'fastify';
import { sessionActsAsAdmin } from '../../plugins/auth/acts-as-admin';
import { withoutHiddenFrom } from './properties.repository';

/**
 * A socket watches (`properties:watch`) only listings its person may see, by the rule of the
 * listing's page (`canViewProperty`): a hidden one only its owner and admins. One query per
 * watch list, within the socket's event limit.
 */
export function watchVisibleProperties(app: FastifyInstance): void {
  app.filterWatchedProperties(async (watcher, ids) =>
    (await sessionActsAsAdmin(app.db, watcher))
      ? ids
      : withoutHiddenFrom(app.db, watcher.userId, ids),
  );
}
