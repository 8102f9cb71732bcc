import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import {
  adminReasonInputSchema,
  adminRoleInputSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUsersQuerySchema,
} from '../schemas/admin';
import { defineEndpoint } from './endpoint';

const admin = { access: 'admin', tags: ['admin'] } as const;
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
export const adminUserEndpoints = {
  list: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Search people',
    query: adminUsersQuerySchema,
    responses: { 200: adminUserPageSchema, ...errors },
  }),
  detail: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/users/:id',
    summary: 'One person',
    params,
    responses: { 200: adminUserDetailSchema, ...errors },
  }),
  suspend: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/users/:id/suspend',
    summary: 'Suspend an account',
    params,
    body: adminReasonInputSchema,
    responses: { 200: adminUserSchema, ...errors },
  }),
  reinstate: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/users/:id/reinstate',
    summary: 'Reinstate a suspended account',
    params,
    body: adminReasonInputSchema,
    responses: { 200: adminUserSchema, ...errors },
  }),
  role: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/users/:id/role',
    summary: "Change a person's role",
    params,
    body: adminRoleInputSchema,
    responses: { 200: adminUserSchema, ...errors },
  }),
  resendVerification: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/users/:id/resend-verification',
    summary: 'Resend the verification mail',
    params,
    responses: { 200: done, ...errors },
  }),
  forcePasswordReset: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/users/:id/force-password-reset',
    summary: 'Sign out everywhere and mail a reset link',
    params,
    responses: { 200: done, ...errors },
  }),
};
