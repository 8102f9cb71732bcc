import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { DEFAULT_MESSAGE_BY_CODE, DEFAULT_REASON_BY_CODE } from '@nivaas/shared';

// Paths of files and APIs: a miss is a 404, never the app's HTML (translations included).
const API_PREFIXES = ['/api/', '/socket.io/', '/uploads/', '/locales/'];

/** A path whose last part names a file (`/manifest.webmanifest`, `/x.png`): a miss is a 404. */
const looksLikeFile = (url: string): boolean => {
  const pathname = url.split('?')[0] ?? '';
  return /\.[A-Za-z0-9]{1,12}$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
};

/** Crawlers may read the public pages; the signed-in areas and the API are not for them. */
const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /owner',
    'Disallow: /tenant',
    'Disallow: /admin',
    'Disallow: /service-provider',
    'Disallow: /messages',
    'Disallow: /dev/',
    'Allow: /',
    `Sitemap: ${publicUrl.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');

/**
 * Serves the built web app and answers unknown non-API paths with index.html so the client
 * router can show them (including its "Page not found").
 */
export default fp(async function webStatic(
  app: FastifyInstance,
  opts: { webDist: string | undefined },
) {
  const root = opts.webDist ? path.resolve(opts.webDist) : undefined;
  const hasWeb = root !== undefined && existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // Looked up per request, so a rebuilt web app is served without a restart.
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each text file: the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (reply, file) => {
        // Vite's hashed assets never change; the HTML always revalidates.
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(app.config.publicUrl)),
  );

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p)) || request.url === '/api';
    if (
      hasWeb &&
      !isApi &&
      !looksLikeFile(request.url) &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      error: {
        code: 'not-found',
        reason: DEFAULT_REASON_BY_CODE['not-found'],
        message: DEFAULT_MESSAGE_BY_CODE['not-found'],
      },
    });
  });
});
