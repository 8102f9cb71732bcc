import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadSchema,
  notificationsReadAllSchema,
} from '@nivaas/shared';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-read';

const tags = ['notifications'];
const params = z.object({ id: z.string().min(1).max(64) });

/** A person's own notifications (spec sections 3, 4, 7): only ever the caller's. */
export async function notificationsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Sign-in is checked before the query, so a signed-out caller learns nothing from validation.
  const signedIn = async (request: FastifyRequest) => {
    await root.requireUser(request);
  };

  app.get(
    '/api/notifications',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The caller's notifications, newest first, with the unread count",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) =>
      listNotifications(root.deps, (await root.requireUser(request)).userId, request.query),
  );

  app.patch(
    '/api/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of own notifications read',
        params,
        response: { 200: notificationReadSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      markNotificationRead(root.deps, (await root.requireUser(request)).userId, request.params.id),
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark all own notifications read',
        response: { 200: notificationsReadAllSchema, 401: apiErrorSchema },
      },
    },
    async (request) =>
      markAllNotificationsRead(root.deps, (await root.requireUser(request)).userId),
  );
}
