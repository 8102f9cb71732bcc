import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import {
  userRoom,
  type ClientToServerEvents,
  type DomainEventName,
  type DomainEvents,
  type ServerToClientEvents,
} from '@nivaas/shared';
import { newId } from '../../lib/ids';
import { toWebHeaders } from '../auth/auth.plugin';
import type { FastifyRequest } from 'fastify';

export interface EventBus {
  /**
   * Delivers a domain event to sockets in `rooms`, on every instance. Call it only after the
   * transaction that made the change has committed.
   */
  publish<N extends DomainEventName>(name: N, payload: DomainEvents[N], rooms: string[]): void;
}

interface SocketData {
  userId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
    events: EventBus;
    instanceId: string;
  }
}

/** Socket.IO on the same server: session-cookie auth, origin check, a room per user. */
export default fp(async function realtime(
  app: FastifyInstance,
  opts: { redisUrl: string | undefined; trustedOrigins: string[] },
) {
  const instanceId = `${hostname()}:${process.pid}:${newId().slice(0, 6)}`;
  const allowed = new Set(opts.trustedOrigins.map((o) => new URL(o).origin));
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(
    app.server,
    {
      path: '/socket.io',
      serveClient: false,
      cors: { origin: [...allowed], credentials: true },
      allowRequest: (req, callback) => {
        const origin = req.headers.origin;
        // Browsers always send Origin on WebSocket and polling requests; refuse foreign ones.
        callback(null, !origin || allowed.has(origin));
      },
    },
  );

  let pub: Redis | null = null;
  let sub: Redis | null = null;
  if (opts.redisUrl) {
    pub = new Redis(opts.redisUrl);
    sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub));
  }

  io.use(async (socket, next) => {
    try {
      const fakeRequest = { headers: socket.request.headers, ip: socket.handshake.address } as unknown as FastifyRequest;
      const session = await app.auth.api.getSession({ headers: toWebHeaders(fakeRequest) });
      if (!session) return next(new Error('unauthenticated'));
      socket.data.userId = session.user.id;
      next();
    } catch (err) {
      app.log.warn({ err }, 'socket auth failed');
      next(new Error('unauthenticated'));
    }
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId));
    socket.on('ping', (payload, ack) => {
      if (typeof ack !== 'function') return;
      ack({ ...payload, serverInstance: instanceId, receivedAt: Date.now() });
    });
  });

  const events: EventBus = {
    publish(name, payload, rooms) {
      if (rooms.length === 0) return;
      io.to(rooms).emit('event', { name, payload, rooms, id: newId(), at: new Date().toISOString() });
    },
  };

  app.decorate('io', io);
  app.decorate('events', events);
  app.decorate('instanceId', instanceId);
  app.addHook('onClose', async () => {
    await io.close();
    if (pub) await pub.quit();
    if (sub) await sub.quit();
  });
});
