import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Router, { type HTTPMethod } from 'find-my-way';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The methods the API routes of a concrete path answer (`/api/me/saved-locations/x`:
     * DELETE, PATCH), sorted; none when no API route has the path.
     */
    allowedMethods(url: string): string[];
  }
}

const noop = () => undefined;

/**
 * Which methods each API path supports, so that a known path asked with another method (TRACE,
 * QUERY, a PUT where there is only PATCH) is told 405 with an `Allow` header rather than 404. The
 * routes are copied, as they are added, into a router of the same kind Fastify uses, which is then
 * asked with each method in turn.
 */
export default fp(async function allowedMethods(app: FastifyInstance) {
  // No limit on a parameter's length here: a path too long for Fastify's router is refused
  // before the not-found handler asks (414).
  const router = Router({ maxParamLength: Number.MAX_SAFE_INTEGER });
  const methods = new Set<string>();
  app.addHook('onRoute', (route) => {
    const path = route.url ?? route.path;
    if (!path.startsWith('/api/') || path.includes('*')) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (router.hasRoute(method as HTTPMethod, path)) continue;
      router.on(method as HTTPMethod, path, noop);
      methods.add(method);
    }
  });
  app.decorate('allowedMethods', (url: string) => {
    const at = url.indexOf('?');
    const path = at === -1 ? url : url.slice(0, at);
    return [...methods].filter((method) => router.find(method as HTTPMethod, path)).sort();
  });
});
