import type { FastifyInstance } from 'fastify';
import { tenantProfileEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { getTenantProfile } from './get-tenant-profile';
import { saveTenantProfile } from './save-tenant-profile';

/** The seeker's saved answers (spec sections 3 and 8, Applications): their own only. */
export async function tenantProfilesRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.get, async ({ caller }) => ({
    profile: await getTenantProfile(root.deps, caller.userId),
  }));
  routeEndpoint(root, endpoints.save, async ({ caller, body }) => ({
    profile: await saveTenantProfile(root.deps, caller.userId, body.fields),
  }));
}
