import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers (CSP, HSTS, frame and sniffing rules) on every response. The middleware is
 * built once, at start: @fastify/helmet built it again for every request, parsing the CSP
 * directives each time, a few per cent of a cheap request's time (bench:http, decision 035).
 */
export default fp(async function securityHeaders(app: FastifyInstance, opts: HelmetOptions) {
  const setHeaders = helmet(opts);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err?: unknown) =>
      done(err === undefined ? undefined : (err as Error)),
    );
  });
});
