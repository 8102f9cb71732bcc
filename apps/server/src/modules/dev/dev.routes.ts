import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devEndpoints as endpoints, outboxQuerySchema } from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import { isLocalHostHeader, isLoopback } from '../../lib/loopback';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { listOutbox } from './dev.repository';
import { renderOutboxPage } from './outbox-page';

const OUTBOX_PAGE_SIZE = 50;

/**
 * Development and demo helpers. The outbox exists only where config.diagnostics is on and only
 * for clients on this machine; elsewhere its routes answer 404 like any unknown path.
 */
export async function devRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // The outbox holds sign-in links: it answers only on the machine Nivaas runs on, so other
  // devices on the same network cannot read anyone's mail, and only by this machine's own
  // names, so another site's page pointed at 127.0.0.1 cannot read it from the browser.
  const requireLocalOutbox = async (request: FastifyRequest) => {
    if (!root.config.diagnostics || !isLoopback(request.ip)) throw new AppError('not-found');
    if (!isLocalHostHeader(request.headers.host)) throw new AppError('not-found');
  };

  routeEndpoint(
    root,
    endpoints.outbox,
    async ({ query }) => ({
      mails: await listOutbox(root.deps.db, { to: query.to, limit: OUTBOX_PAGE_SIZE }),
    }),
    { onRequest: requireLocalOutbox },
  );

  // The page a person reads in the browser: HTML, so no contract (the JSON above is the API).
  app.get(
    '/dev/outbox',
    { onRequest: requireLocalOutbox, schema: { hide: true, querystring: outboxQuerySchema } },
    async (request, reply) => {
      const mails = await listOutbox(root.deps.db, {
        to: request.query.to,
        limit: OUTBOX_PAGE_SIZE,
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderOutboxPage(mails, request.query.to));
    },
  );
}
