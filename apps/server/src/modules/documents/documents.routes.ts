import type { FastifyInstance, FastifyReply } from 'fastify';
import { documentEndpoints as endpoints } from '@nivaas/shared';
import { attachmentDisposition } from '../../lib/content-disposition';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { getCancellationReceipt } from './get-cancellation-receipt';
import { getRentReceipt } from './get-rent-receipt';
import { getRentStatement } from './get-rent-statement';
import { getServiceInvoice } from './get-service-invoice';
import { readOwnPan, saveOwnPan } from './owner-pan';
import { readOwnGstin, saveOwnGstin } from './provider-gstin';

/** A made document's bytes, to save under its name and never to be kept by a cache. */
function sendPdf(reply: FastifyReply, file: { fileName: string; pdf: Buffer }): string {
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(file.fileName, 'pdf'))
    .header('cache-control', 'private, no-store');
  // The bytes go out as they are: Fastify serialises no Buffer.
  return file.pdf as unknown as string;
}

/** The owner's PAN, and documents made on request (rent receipts and statements, invoices). */
export async function documentsRoutes(root: FastifyInstance) {
  routeEndpoint(root, endpoints.pan, ({ caller }) => readOwnPan(root.deps, caller));
  routeEndpoint(root, endpoints.savePan, ({ caller, body }) =>
    saveOwnPan(root.deps, caller.userId, body.pan),
  );
  routeEndpoint(root, endpoints.gstin, ({ caller }) => readOwnGstin(root.deps, caller.userId));
  routeEndpoint(root, endpoints.saveGstin, ({ caller, body }) =>
    saveOwnGstin(root.deps, caller.userId, body.gstin),
  );
  routeEndpoint(root, endpoints.serviceInvoice, async ({ caller, params, query, reply }) =>
    sendPdf(reply, await getServiceInvoice(root.deps, caller.userId, params.id, query.lang)),
  );
  routeEndpoint(root, endpoints.cancellationReceipt, async ({ caller, params, query, reply }) =>
    sendPdf(reply, await getCancellationReceipt(root.deps, caller.userId, params.id, query.lang)),
  );
  routeEndpoint(root, endpoints.rentReceipt, async ({ caller, params, query, reply }) =>
    sendPdf(reply, await getRentReceipt(root.deps, caller.userId, params.dueId, query.lang)),
  );
  routeEndpoint(root, endpoints.rentStatement, async ({ caller, params, query, reply }) =>
    sendPdf(
      reply,
      await getRentStatement(root.deps, caller.userId, params.bookingId, query.year, query.lang),
    ),
  );
}
