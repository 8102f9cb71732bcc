import type { FastifyInstance } from 'fastify';
import { documentEndpoints as endpoints } from '@nivaas/shared';
import { attachmentDisposition } from '../../lib/content-disposition';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { getServiceInvoice } from './get-service-invoice';
import { readOwnPan, saveOwnPan } from './owner-pan';

/** The owner's PAN, and documents made on request (service invoices). */
export async function documentsRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.pan, ({ caller }) => readOwnPan(root.deps, caller.userId));
  routeEndpoint(root, endpoints.savePan, ({ caller, body }) =>
    saveOwnPan(root.deps, caller.userId, body.pan),
  );
  routeEndpoint(root, endpoints.serviceInvoice, async ({ caller, params, query, reply }) => {
    const { fileName, pdf } = await getServiceInvoice(
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
