import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.string(),
  realtime: z.string(),
});

/** What a load balancer or an operator asks: is the server up, and on what. */
export const healthEndpoints = {
  check: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'The server is up: its database engine and realtime transport',
    tags: ['health'],
    access: 'public',
    responses: { 200: healthSchema },
  }),
};
