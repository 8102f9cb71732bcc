import type { FastifyInstance } from 'fastify';
import { buildSitemap } from './build-sitemap';
import { publicPageHeads } from './page-heads';

/**
 * What crawlers read: the sitemap of the public pages (robots.txt is served with the web app),
 * and the head tags of those pages in the HTML the server sends.
 */
export async function seoRoutes(app: FastifyInstance) {
  app.pageHeads.add(publicPageHeads(app.deps));
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await buildSitemap(app.deps)),
  );
}
