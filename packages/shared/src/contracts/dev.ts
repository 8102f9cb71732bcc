import { z } from 'zod';
import { apiErrorSchema } from '../schemas/api-error';
import { defineEndpoint } from './endpoint';

export const outboxQuerySchema = z.object({ to: z.string().trim().max(320).optional() });
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string(),
  createdAt: z.string(),
});

/**
 * Development and demo helpers: the outbox answers only where diagnostics are on and only on
 * the machine Nivaas runs on; anywhere else it is 404 like any unknown path.
 */
export const devEndpoints = {
  outbox: defineEndpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    summary: 'Dev outbox: newest mails first (development and demo only)',
    tags: ['dev'],
    access: 'public',
    query: outboxQuerySchema,
    responses: {
      200: z.object({ mails: z.array(outboxMailSchema) }),
      400: apiErrorSchema,
      404: apiErrorSchema,
    },
  }),
};
