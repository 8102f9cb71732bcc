import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loadChangeableProperty } from './load-property';

/** `:id` of a listing in a route path. */
export const propertyParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Hooks shared by the listing routes. Who may act is settled before the body is read, so a
 * stranger learns nothing from validation and a stranger's upload is never parsed.
 */
export function propertyGuards(root: FastifyInstance) {
  return {
    signedIn: async (request: FastifyRequest) => {
      await root.requireUser(request);
    },
    mayChange: async (request: FastifyRequest) => {
      const { id } = request.params as { id: string };
      await loadChangeableProperty(root.deps, await root.requireUser(request), id);
    },
  };
}
