import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { isLocalHostHeader, isLoopback } from '../../lib/loopback';
import { listOutbox } from './dev.repository';
import { renderOutboxPage } from './outbox-page';

const OUTBOX_PAGE_SIZE = 50;

const outboxQuery = z.object({ to: z.string().trim().max(320).optional() });
const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string(),
  createdAt: z.string(),
});

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

  app.get(
    '/api/dev/outbox',
    {
      onRequest: requireLocalOutbox,
      schema: {
        tags: ['dev'],
        summary: 'Dev outbox: newest mails first (development and demo only)',
        querystring: outboxQuery,
        response: { 200: z.object({ mails: z.array(outboxMailSchema) }) },
      },
    },
    async (request) => ({
      mails: await listOutbox(root.deps.db, { to: request.query.to, limit: OUTBOX_PAGE_SIZE }),
    }),
  );

  app.get(
    '/dev/outbox',
    { onRequest: requireLocalOutbox, schema: { hide: true, querystring: outboxQuery } },
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
