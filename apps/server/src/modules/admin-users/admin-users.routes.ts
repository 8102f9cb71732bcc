import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReasonInputSchema,
  adminRoleInputSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  apiErrorSchema,
} from '@nivaas/shared';
import { adminOf, requireAdmin } from '../../plugins/auth/require-admin';
import { forcePasswordReset, resendVerification } from './account-mails';
import { changeRole } from './change-role';
import { getUserDetail } from './get-user-detail';
import { listUsers } from './list-users';
import { reinstateUser, suspendUser } from './suspend-user';

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
const done = z.object({ ok: z.literal(true) });

/** People in the admin area: search, detail, suspension, role, account mails. */
export async function adminUsersRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireAdmin;
  const disconnect = (userId: string) => root.realtimeSessions.disconnectUser(userId);

  app.get(
    '/api/admin/users',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Search people',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserPageSchema, ...errors },
      },
    },
    async (request) => listUsers(root.deps, request.query),
  );

  app.get(
    '/api/admin/users/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One person',
        params,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => getUserDetail(root.deps, request.params.id),
  );

  app.post(
    '/api/admin/users/:id/suspend',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Suspend an account',
        params,
        body: adminReasonInputSchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) =>
      suspendUser(
        root.deps,
        disconnect,
        adminOf(request).userId,
        request.params.id,
        request.body.reason,
      ),
  );

  app.post(
    '/api/admin/users/:id/reinstate',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Reinstate a suspended account',
        params,
        body: adminReasonInputSchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) =>
      reinstateUser(root.deps, adminOf(request).userId, request.params.id, request.body.reason),
  );

  app.post(
    '/api/admin/users/:id/role',
    {
      preHandler,
      schema: {
        tags,
        summary: "Change a person's role",
        params,
        body: adminRoleInputSchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) =>
      changeRole(
        root.deps,
        adminOf(request).userId,
        request.params.id,
        request.body.role,
        request.body.reason,
      ),
  );

  app.post(
    '/api/admin/users/:id/resend-verification',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Resend the verification mail',
        params,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await resendVerification(root.deps, root.auth, adminOf(request).userId, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/users/:id/force-password-reset',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Sign out everywhere and mail a reset link',
        params,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await forcePasswordReset(
        root.deps,
        root.auth,
        disconnect,
        adminOf(request).userId,
        request.params.id,
      );
      return { ok: true as const };
    },
  );
}
