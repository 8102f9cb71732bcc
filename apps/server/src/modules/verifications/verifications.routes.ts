import type { FastifyInstance } from 'fastify';
import { verificationEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { decideVerification } from './decide-verification';
import { protectVerificationDocuments } from './document-access';
import {
  assertOwnsListing,
  listingVerification,
  providerVerification,
} from './listing-verification';
import { readVerificationDocument } from './read-document';
import { sendVerification } from './send-verification';
import { verificationQueue } from './verification-queue';

/** Verified owners and providers (issue 28, decision 058). */
export async function verificationsRoutes(root: FastifyInstance) {
  const deps = root.deps;
  protectVerificationDocuments(root);

  routeEndpoint(root, endpoints.listingState, async ({ caller, params }) => ({
    verification: await listingVerification(deps, caller, params.id),
  }));

  // Ownership is settled before the body is read.
  routeEndpoint(
    root,
    endpoints.listingUpload,
    async ({ caller, params, request }) => ({
      verification: await sendVerification(
        deps,
        caller.userId,
        { type: 'listing', id: params.id },
        await readVerificationDocument(request),
      ),
    }),
    { guard: ({ caller, params }) => assertOwnsListing(deps, caller, params.id) },
  );

  routeEndpoint(root, endpoints.providerState, async ({ caller }) => ({
    verification: await providerVerification(deps, caller),
  }));

  routeEndpoint(root, endpoints.providerUpload, async ({ caller, request }) => ({
    verification: await sendVerification(
      deps,
      caller.userId,
      { type: 'provider', id: caller.userId },
      await readVerificationDocument(request),
    ),
  }));

  routeEndpoint(root, endpoints.adminList, ({ query }) => verificationQueue(deps, query.status));

  routeEndpoint(root, endpoints.approve, async ({ caller, params }) => ({
    verification: await decideVerification(deps, caller.userId, params.id, { status: 'approved' }),
  }));

  routeEndpoint(root, endpoints.reject, async ({ caller, params, body }) => ({
    verification: await decideVerification(deps, caller.userId, params.id, {
      status: 'rejected',
      reason: body.reason,
    }),
  }));
}
