import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for our own API: a state-changing request that carries cookies must come from a
 * trusted origin, and nothing from a foreign origin is accepted, cookies or not.
 */
export default fp(async function originCheck(
  app: FastifyInstance,
  opts: { trustedOrigins: string[] },
) {
  const trusted = new Set(opts.trustedOrigins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const declared = request.headers.origin ?? refererOrigin(request.headers.referer);
    // A browser on a foreign site: refused, signed in or not (this covers sign-up and sign-in).
    if (declared && !trusted.has(declared)) {
      throw new AppError('request.origin-refused');
    }
    // A cookie-carrying request must say where it comes from.
    if (!declared && request.headers.cookie) {
      throw new AppError('request.origin-refused');
    }
  });
});

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
