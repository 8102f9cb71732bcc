import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  tenantProfileInputSchema,
  tenantProfileResultSchema,
} from '@nivaas/shared';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { getTenantProfile } from './get-tenant-profile';
import { saveTenantProfile } from './save-tenant-profile';
import { assertProfileKeeper } from './tenant-profiles.policy';

const tags = ['tenant-profiles'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The seeker's saved answers (spec sections 3 and 8, Applications): their own only. */
export async function tenantProfilesRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const keeper = async (request: FastifyRequest): Promise<RequestAuth> => {
    const caller = await root.readSession(request);
    assertProfileKeeper(caller);
    return caller;
  };
  // Settled before the body is read.
  const onRequest = async (request: FastifyRequest) => {
    await keeper(request);
  };

  app.get(
    '/api/me/tenant-profile',
    {
      onRequest,
      schema: {
        tags,
        summary: 'My saved answers (null before the first save)',
        response: { 200: tenantProfileResultSchema, ...errors },
      },
    },
    async (request) => ({
      profile: await getTenantProfile(root.deps, (await keeper(request)).userId),
    }),
  );

  app.put(
    '/api/me/tenant-profile',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Replace my saved answers',
        body: tenantProfileInputSchema,
        response: { 200: tenantProfileResultSchema, ...errors },
      },
    },
    async (request) => ({
      profile: await saveTenantProfile(
        root.deps,
        (await keeper(request)).userId,
        request.body.fields,
      ),
    }),
  );
}
