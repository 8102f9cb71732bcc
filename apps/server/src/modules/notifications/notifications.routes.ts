import type { FastifyInstance } from 'fastify';
import { notificationEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-read';

/** A person's own notifications (spec sections 3, 4, 7): only ever the caller's. */
export async function notificationsRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.list, ({ caller, query }) =>
    listNotifications(root.deps, caller.userId, query),
  );
  routeEndpoint(root, endpoints.markRead, ({ caller, params }) =>
    markNotificationRead(root.deps, caller.userId, params.id),
  );
  routeEndpoint(root, endpoints.markAllRead, ({ caller }) =>
    markAllNotificationsRead(root.deps, caller.userId),
  );
}
