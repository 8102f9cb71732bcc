import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReportPageSchema,
  adminReportsQuerySchema,
  apiErrorSchema,
  dismissReportInputSchema,
  reportDetailSchema,
  reportSchema,
  resolveReportInputSchema,
} from '@nivaas/shared';
import { adminOf, requireAdmin } from '../../plugins/auth/require-admin';
import { assignReport } from './assign-report';
import { getReport } from './get-report';
import { handleReport } from './handle-report';
import { listReports } from './list-reports';

const tags = ['admin'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const params = z.object({ id: z.string().min(1).max(64) });

/** The reports queue of the admin area. */
export async function adminReportsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireAdmin;

  app.get(
    '/api/admin/reports',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The reports queue',
        querystring: adminReportsQuerySchema,
        response: { 200: adminReportPageSchema, ...errors },
      },
    },
    async (request) => listReports(root.deps, request.query),
  );

  app.get(
    '/api/admin/reports/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One report (a chat message with at most 5 messages either side)',
        params,
        response: { 200: reportDetailSchema, ...errors },
      },
    },
    async (request) => getReport(root.deps, request.params.id),
  );

  app.post(
    '/api/admin/reports/:id/assign',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Take a report',
        params,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request) => assignReport(root.deps, adminOf(request).userId, request.params.id),
  );

  app.post(
    '/api/admin/reports/:id/resolve',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Resolve a report with the action taken',
        params,
        body: resolveReportInputSchema,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request) =>
      handleReport(root.deps, adminOf(request).userId, request.params.id, {
        status: 'resolved',
        action: request.body.action,
        note: request.body.note,
      }),
  );

  app.post(
    '/api/admin/reports/:id/dismiss',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Dismiss a report',
        params,
        body: dismissReportInputSchema,
        response: { 200: reportSchema, ...errors },
      },
    },
    async (request) =>
      handleReport(root.deps, adminOf(request).userId, request.params.id, {
        status: 'dismissed',
        note: request.body.note,
      }),
  );
}
