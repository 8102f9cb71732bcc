import type { FastifyInstance } from 'fastify';
import { agreementEndpoints as endpoints } from '@nivaas/shared';
import { attachmentDisposition } from '../../lib/content-disposition';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { acceptAgreement } from './accept-agreement';
import { createAgreement } from './create-agreement';
import { downloadAgreement } from './download-agreement';
import { editAgreement } from './edit-agreement';
import { getAgreement, listAgreements } from './list-agreements';
import { loadOwnAgreement } from './load-agreement';

/** Leave-and-licence agreements: for the two parties of a confirmed stay only. */
export async function agreementsRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.list, ({ caller }) => listAgreements(root.deps, caller.userId));
  routeEndpoint(root, endpoints.create, ({ caller, body }) =>
    createAgreement(root.deps, caller.userId, body.bookingId),
  );
  routeEndpoint(root, endpoints.get, async ({ caller, params }) => {
    const { row, party } = await loadOwnAgreement(root.deps.db, caller.userId, params.id);
    return getAgreement(root.deps, row, party);
  });
  routeEndpoint(root, endpoints.edit, ({ caller, params, body }) =>
    editAgreement(root.deps, caller.userId, params.id, body),
  );
  routeEndpoint(root, endpoints.accept, ({ caller, params, body, request }) =>
    acceptAgreement(root.deps, caller.userId, params.id, body.version, request.ip),
  );
  routeEndpoint(root, endpoints.pdf, async ({ caller, params, query, reply }) => {
    const { fileName, pdf } = await downloadAgreement(
      root.deps,
      caller.userId,
      params.id,
      query.lang,
    );
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentDisposition(fileName, 'pdf'))
      .header('cache-control', 'private, no-store');
    // The bytes go out as they are: Fastify serialises no Buffer.
    return pdf as unknown as string;
  });
}
