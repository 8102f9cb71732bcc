import { z } from 'zod';
import {
  adminReportPageSchema,
  adminReportsQuerySchema,
  dismissReportInputSchema,
  resolveReportInputSchema,
} from '../schemas/admin';
import { apiErrorSchema } from '../schemas/api-error';
import { reportDetailSchema, reportInputSchema, reportSchema } from '../schemas/reports';
import { defineEndpoint } from './endpoint';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
} as const;
const params = z.object({ id: z.string().min(1).max(64) });
const queue = { access: 'admin', tags: ['admin'] } as const;

/** Anyone signed in may report something (issue 13, part 4); admins work the queue. */
export const reportEndpoints = {
  create: defineEndpoint({
    access: 'member',
    tags: ['reports'],
    method: 'POST',
    path: '/api/reports',
    summary: 'Report a listing, service, roommate profile, person, comment or chat message',
    body: reportInputSchema,
    responses: {
      201: reportSchema,
      400: apiErrorSchema,
      401: apiErrorSchema,
      404: apiErrorSchema,
      409: apiErrorSchema,
      429: apiErrorSchema,
    },
  }),
  queue: defineEndpoint({
    ...queue,
    method: 'GET',
    path: '/api/admin/reports',
    summary: 'The reports queue',
    query: adminReportsQuerySchema,
    responses: { 200: adminReportPageSchema, ...errors },
  }),
  detail: defineEndpoint({
    ...queue,
    method: 'GET',
    path: '/api/admin/reports/:id',
    summary: 'One report (a chat message with at most 5 messages either side)',
    params,
    responses: { 200: reportDetailSchema, ...errors },
  }),
  assign: defineEndpoint({
    ...queue,
    method: 'POST',
    path: '/api/admin/reports/:id/assign',
    summary: 'Take a report',
    params,
    responses: { 200: reportSchema, ...errors },
  }),
  resolve: defineEndpoint({
    ...queue,
    method: 'POST',
    path: '/api/admin/reports/:id/resolve',
    summary: 'Resolve a report with the action taken',
    params,
    body: resolveReportInputSchema,
    responses: { 200: reportSchema, ...errors },
  }),
  dismiss: defineEndpoint({
    ...queue,
    method: 'POST',
    path: '/api/admin/reports/:id/dismiss',
    summary: 'Dismiss a report',
    params,
    body: dismissReportInputSchema,
    responses: { 200: reportSchema, ...errors },
  }),
};
