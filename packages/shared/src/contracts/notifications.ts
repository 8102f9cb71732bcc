import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadSchema,
  notificationsReadAllSchema,
} from '../schemas/notification';
import { defineEndpoint } from './endpoint';

const own = { access: 'member', tags: ['notifications'] } as const;

/** A person's own notifications (spec sections 3, 4, 7): only ever the caller's. */
export const notificationEndpoints = {
  list: defineEndpoint({
    ...own,
    method: 'GET',
    path: '/api/notifications',
    summary: "The caller's notifications, newest first, with the unread count",
    query: notificationListQuerySchema,
    responses: { 200: notificationListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
  }),
  markRead: defineEndpoint({
    ...own,
    method: 'PATCH',
    path: '/api/notifications/:id/read',
    summary: 'Mark one of own notifications read',
    params: z.object({ id: z.string().min(1).max(64) }),
    responses: { 200: notificationReadSchema, 401: apiErrorSchema, 404: apiErrorSchema },
  }),
  markAllRead: defineEndpoint({
    ...own,
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: 'Mark all own notifications read',
    responses: { 200: notificationsReadAllSchema, 401: apiErrorSchema },
  }),
};
