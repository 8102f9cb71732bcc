import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { PERMISSIONS_POLICY } from './permissions-policy';

/**
 * Helmet's headers (CSP, HSTS, frame and sniffing rules) on every response. The middleware is
 * built once, at start: @fastify/helmet built it again for every request, parsing the CSP
 * directives each time, a few per cent of a cheap request's time (bench:http, decision 035).
 */
/**
 * The same headers for a response no onRequest hook saw (a request the router refused), with the
 * Permissions-Policy that permissions-policy.ts adds to the others.
 */
export function securityHeaderSetter(opts: HelmetOptions) {
  const setHeaders = helmet(opts);
  return (request: IncomingMessage, response: ServerResponse) => {
    setHeaders(request, response, () => undefined);
    response.setHeader('permissions-policy', PERMISSIONS_POLICY);
  };
}

export default fp(async function securityHeaders(app: FastifyInstance, opts: HelmetOptions) {
  const setHeaders = helmet(opts);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err?: unknown) =>
      done(err === undefined ? undefined : (err as Error)),
    );
  });
});
