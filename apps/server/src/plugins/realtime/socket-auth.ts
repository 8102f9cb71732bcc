import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Socket } from 'socket.io';
import { toWebHeaders } from '../auth/auth.plugin';
import { isAllowedOrigin, rawOwnOrigin, type OriginRule } from '../origin-check';

export interface SocketData {
  userId: string;
  sessionId: string;
  /** Epoch ms; the socket is dropped then so an ended session does not keep listening. */
  expiresAt: number;
  /** When its session was looked up (this instance's clock): see session-sockets.ts. */
  authStartedAt: number;
}

/**
 * Engine.IO's gate for the handshake and upgrade requests: the same CSRF rule as the HTTP API
 * (plugins/origin-check.ts). A foreign Origin is refused; a request carrying cookies must name
 * its origin.
 */
export function originGate(rule: OriginRule, trustProxy: boolean) {
  return (
    req: IncomingMessage,
    callback: (err: string | null | undefined, success: boolean) => void,
  ): void => {
    const origin = req.headers.origin;
    if (origin) return callback(null, isAllowedOrigin(rule, origin, rawOwnOrigin(req, trustProxy)));
    callback(null, !req.headers.cookie);
  };
}

/**
 * Socket.IO middleware: the session cookie decides who the socket belongs to. `ended` says
 * whether the session (or its person) was ended after the lookup started, which the lookup
 * itself may have missed.
 */
export function sessionAuth(app: FastifyInstance, ended: (data: SocketData) => boolean) {
  return async (socket: Socket, next: (err?: Error) => void): Promise<void> => {
    let session: Awaited<ReturnType<typeof app.auth.api.getSession>>;
    const authStartedAt = Date.now();
    try {
      const request = {
        headers: socket.request.headers,
        ip: socket.handshake.address,
      } as unknown as FastifyRequest;
      // No refresh here: a handshake cannot hand a renewed cookie back to the browser, so
      // renewal stays with HTTP requests and the socket simply ends with the session it has.
      session = await app.auth.api.getSession({
        headers: toWebHeaders(request),
        query: { disableRefresh: true },
      });
    } catch (err) {
      // A database hiccup is not a verdict on the session: the client retries on 'unavailable'.
      app.log.warn({ err }, 'socket session lookup failed');
      return next(new Error('unavailable'));
    }
    if (!session) return next(new Error('unauthenticated'));
    const data: SocketData = {
      userId: session.user.id,
      sessionId: session.session.id,
      expiresAt: new Date(session.session.expiresAt).getTime(),
      authStartedAt,
    };
    // Nothing is awaited from here to joining the session's rooms ('connection'), so an end
    // heard after this check finds the socket in them.
    if (ended(data)) return next(new Error('unauthenticated'));
    socket.data = data;
    next();
  };
}
