import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DEFAULT_MESSAGE_BY_CODE,
  DEFAULT_REASON_BY_CODE,
  issuesToFields,
  type ApiErrorBody,
  type ErrorCode,
} from '@nivaas/shared';
import { AppError } from '../lib/app-error';

const codeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 400:
    case 405: // a method the path does not answer
    case 414: // a path parameter over the router's length
      return 'invalid-argument';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'permission-denied';
    case 404:
      return 'not-found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload-too-large';
    case 415:
      return 'unsupported-media-type';
    case 429:
      return 'resource-exhausted';
    default:
      return status >= 500 ? 'internal' : 'unknown';
  }
};

/**
 * A failed request schema: `instancePath` is the issue's path, `/address/city`. A key the schema
 * does not know (a strict query's `?sort=`) is named as its own field.
 */
const schemaIssues = (issue: {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}) => {
  const path = issue.instancePath.split('/').filter(Boolean);
  const message = issue.message ?? DEFAULT_MESSAGE_BY_CODE['invalid-argument'];
  const keys = issue.params?.keys;
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys))
    return keys.map((key) => ({ path: [...path, String(key)], message }));
  return [{ path, message }];
};

/**
 * PostgreSQL's refusals of a value it cannot hold as text: a NUL (22021, "invalid byte sequence
 * for encoding UTF8: 0x00") or a character outside the encoding (22P05).
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** The generic body of a status: its code, the code's reason and message. */
const genericBody = (status: number): ApiErrorBody => {
  const code = codeForStatus(status);
  return {
    error: { code, reason: DEFAULT_REASON_BY_CODE[code], message: DEFAULT_MESSAGE_BY_CODE[code] },
  };
};

/** Sets the security headers on a raw response (security-headers.ts, permissions-policy.ts). */
export type SetSecurityHeaders = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Fastify's router answers a few requests before any route, hook or error handler sees them: a
 * path that is not valid percent-encoding (`/api/properties/%E0%A4`), a path parameter over its
 * length (414). This option of the Fastify constructor gives them our shape and, since no
 * onRequest hook runs for them, the security headers.
 */
export function frameworkErrorsWith(setSecurityHeaders: SetSecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
    request.log.info({ code: error.code, status }, 'request refused by the router');
    setSecurityHeaders(request.raw, reply.raw);
    return reply.status(status).send(genericBody(status));
  };
}

/** True when every %XX in a query string decodes to UTF-8 (`%E0%A4` is half a character). */
export function isWellEncodedQuery(query: string): boolean {
  if (!query.includes('%')) return true;
  try {
    decodeURIComponent(query);
    return true;
  } catch {
    return false;
  }
}

/**
 * One error shape for every route: `{ error: { code, reason, message, fields? } }`. An AppError
 * says its own reason; anything else gets its code's generic one. 5xx leak nothing.
 */
export default fp(async function errors(app: FastifyInstance) {
  // The query parser keeps a malformed %XX as typed, so `?city=%E0%A4` would reach a route as the
  // text "%E0%A4"; it is refused here instead, in our shape, before any route's schema or handler
  // (after the other plugins' onRequest hooks, so the answer has the usual headers).
  app.addHook('preValidation', async (request) => {
    const at = request.url.indexOf('?');
    if (at !== -1 && !isWellEncodedQuery(request.url.slice(at + 1)))
      throw new AppError('invalid-argument');
  });
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    let body: ApiErrorBody;
    let status: number;
    if (err instanceof AppError) {
      status = err.status;
      body = {
        error: {
          code: err.code,
          reason: err.reason,
          message: err.message,
          ...(err.fields ? { fields: err.fields } : {}),
          ...(err.details ? { details: err.details } : {}),
        },
      };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      body = {
        error: {
          code: 'invalid-argument',
          reason: DEFAULT_REASON_BY_CODE['invalid-argument'],
          message: DEFAULT_MESSAGE_BY_CODE['invalid-argument'],
          fields: issuesToFields({ issues: err.validation.flatMap(schemaIssues) }),
        },
      };
    } else if (UNSTORABLE_TEXT.has(String(err.code))) {
      // Free text is cleaned by the shared text rule; what still carries a NUL (an id, a cursor)
      // is the caller's mistake, not the server's.
      status = 400;
      body = genericBody(status);
    } else {
      status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
      const code = codeForStatus(status);
      const message =
        status >= 500
          ? DEFAULT_MESSAGE_BY_CODE[code]
          : err.message || DEFAULT_MESSAGE_BY_CODE[code];
      body = { error: { code, reason: DEFAULT_REASON_BY_CODE[code], message } };
    }
    if (status >= 500) request.log.error({ err }, 'request failed');
    else
      request.log.info(
        { code: body.error.code, reason: body.error.reason, status },
        'request refused',
      );
    return reply.status(status).send(body);
  });
});
