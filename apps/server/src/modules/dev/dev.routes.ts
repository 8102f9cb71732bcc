import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { isLoopback } from '../../lib/loopback';
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

/** What the web app needs to know about this server before anyone signs in. */
export const appConfigSchema = z.object({
  googleEnabled: z.boolean(),
  diagnostics: z.boolean(),
  mail: z.enum(['smtp', 'outbox']),
  /** Map tiles for Leaflet (MAP_TILE_URL) and the credit line to show with them (plain text). */
  map: z.object({ tileUrl: z.string(), attribution: z.string() }),
});

/**
 * Development and demo helpers. The outbox exists only where config.diagnostics is on and only
 * for clients on this machine; elsewhere its routes answer 404 like any unknown path.
 */
export async function devRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // The outbox holds sign-in links: it answers only on the machine Nivaas runs on, so other
  // devices on the same network cannot read anyone's mail.
  const requireLocalOutbox = async (request: FastifyRequest) => {
    if (!root.config.diagnostics || !isLoopback(request.ip)) throw new AppError('not-found');
  };

  app.get(
    '/api/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public facts about this server',
        response: { 200: appConfigSchema },
      },
    },
    async () => ({
      googleEnabled: root.config.google !== null,
      diagnostics: root.config.diagnostics,
      mail: root.mailer.kind,
      map: root.config.map,
    }),
  );

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
      mails: await listOutbox(root.db, { to: request.query.to, limit: OUTBOX_PAGE_SIZE }),
    }),
  );

  app.get(
    '/dev/outbox',
    { onRequest: requireLocalOutbox, schema: { hide: true, querystring: outboxQuery } },
    async (request, reply) => {
      const mails = await listOutbox(root.db, { to: request.query.to, limit: OUTBOX_PAGE_SIZE });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderOutboxPage(mails, request.query.to));
    },
  );
}
