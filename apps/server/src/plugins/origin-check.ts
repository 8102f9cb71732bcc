import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Which browser origins may call the API (and open sockets) with cookies:
 * - always the configured ones (PUBLIC_URL and TRUSTED_ORIGINS);
 * - with `sameHost` (demo and development mode), also the address the request was sent to, so
 *   Nivaas opened at http://127.0.0.1:3000 or at the laptop's LAN address works like
 *   http://localhost:3000. A page on another site still names its own origin, which then differs
 *   from the Host it sends to, and is refused. Production keeps the configured list only.
 */
export interface OriginRule {
  trusted: ReadonlySet<string>;
  sameHost: boolean;
}

export function originRule(trustedOrigins: string[], sameHost: boolean): OriginRule {
  return { trusted: new Set(trustedOrigins.map((o) => new URL(o).origin)), sameHost };
}

/** `scheme://host[:port]` as a browser writes an origin, or undefined when it is not one. */
export function normalOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

export function isAllowedOrigin(
  rule: OriginRule,
  origin: string,
  ownOrigin: string | undefined,
): boolean {
  return (
    rule.trusted.has(origin) || (rule.sameHost && ownOrigin !== undefined && origin === ownOrigin)
  );
}

/** The origin a request was addressed to: scheme and Host as Fastify reads them (TRUST_PROXY). */
export const requestOwnOrigin = (request: FastifyRequest): string | undefined =>
  request.host ? normalOrigin(`${request.protocol}://${request.host}`) : undefined;

/** The same for a raw request (the Socket.IO handshake), with the same proxy rule. */
export function rawOwnOrigin(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
  const host =
    (trustProxy ? first(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host;
  const proto =
    (trustProxy ? first(req.headers['x-forwarded-proto']) : undefined) ??
    ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
  return host ? normalOrigin(`${proto}://${host}`) : undefined;
}

/**
 * CSRF defence for our own API: a state-changing request that carries cookies must come from a
 * trusted origin, and nothing from a foreign origin is accepted, cookies or not.
 */
export default fp(async function originCheck(app: FastifyInstance, opts: { rule: OriginRule }) {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const declared = request.headers.origin ?? refererOrigin(request.headers.referer);
    // A browser on a foreign site: refused, signed in or not (this covers sign-up and sign-in).
    if (declared && !isAllowedOrigin(opts.rule, declared, requestOwnOrigin(request))) {
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
