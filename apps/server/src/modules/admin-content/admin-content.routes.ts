import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContentQuerySchema,
  adminPropertyPageSchema,
  adminReasonInputSchema,
  adminRoommatePageSchema,
  adminServicePageSchema,
  apiErrorSchema,
} from '@nivaas/shared';
import { adminOf, requireAdmin } from '../../plugins/auth/require-admin';
import { listAdminProperties, listAdminRoommates, listAdminServices } from './list-content';
import { deleteListing, setListingHidden } from './moderate-property';
import { deleteRoommate, setRoommateHidden } from './moderate-roommate';
import { deleteServiceByAdmin, setServiceHidden } from './moderate-service';

const tags = ['admin'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
};
const params = z.object({ id: z.string().min(1).max(64) });
const done = z.object({ ok: z.literal(true) });
const ok = { ok: true as const };

/** Moderation of listings, roommate profiles and services: search, hide, show again, delete. */
export async function adminContentRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireAdmin;
  const action = (summary: string) => ({
    preHandler,
    schema: {
      tags,
      summary,
      params,
      body: adminReasonInputSchema,
      response: { 200: done, ...errors },
    },
  });

  app.get(
    '/api/admin/properties',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Listings to moderate',
        querystring: adminContentQuerySchema,
        response: { 200: adminPropertyPageSchema, ...errors },
      },
    },
    async (request) => listAdminProperties(root.deps, request.query),
  );
  for (const [verb, hidden] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    app.post(`/api/admin/properties/:id/${verb}`, action(`${verb} a listing`), async (request) => {
      const { id } = request.params;
      await setListingHidden(root.deps, adminOf(request).userId, id, hidden, request.body.reason);
      return ok;
    });
    app.post(
      `/api/admin/roommates/:id/${verb}`,
      action(`${verb} a roommate profile`),
      async (request) => {
        const { id } = request.params;
        await setRoommateHidden(
          root.deps,
          adminOf(request).userId,
          id,
          hidden,
          request.body.reason,
        );
        return ok;
      },
    );
    app.post(`/api/admin/services/:id/${verb}`, action(`${verb} a service`), async (request) => {
      const { id } = request.params;
      await setServiceHidden(root.deps, adminOf(request).userId, id, hidden, request.body.reason);
      return ok;
    });
  }
  app.delete('/api/admin/properties/:id', action('Delete a listing'), async (request) => {
    await deleteListing(root.deps, adminOf(request), request.params.id, request.body.reason);
    return ok;
  });

  app.get(
    '/api/admin/roommates',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Roommate profiles to moderate',
        querystring: adminContentQuerySchema,
        response: { 200: adminRoommatePageSchema, ...errors },
      },
    },
    async (request) => listAdminRoommates(root.deps, request.query),
  );
  app.delete('/api/admin/roommates/:id', action('Delete a roommate profile'), async (request) => {
    await deleteRoommate(
      root.deps,
      adminOf(request).userId,
      request.params.id,
      request.body.reason,
    );
    return ok;
  });

  app.get(
    '/api/admin/services',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Services to moderate',
        querystring: adminContentQuerySchema,
        response: { 200: adminServicePageSchema, ...errors },
      },
    },
    async (request) => listAdminServices(root.deps, request.query),
  );
  app.delete('/api/admin/services/:id', action('Delete a service'), async (request) => {
    await deleteServiceByAdmin(root.deps, adminOf(request), request.params.id, request.body.reason);
    return ok;
  });
}
