import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import {
  PROPERTY_FEED_ROOM,
  userRoom,
  type ClientToServerEvents,
  type PingPayload,
  type ServerToClientEvents,
} from '@nivaas/shared';
import { newId } from '../../lib/ids';
import { createEventBus, type EventBus } from './event-bus';
import { createInstanceSignals, type InstanceSignals } from './instance-signals';
import { useRedisAdapter } from './redis-adapter';
import {
  createSessionSockets,
  sessionRoom,
  type RealtimeSessions,
  type ServerSideEvents,
} from './session-sockets';
import { originGate, sessionAuth, type SocketData } from './socket-auth';
import { limitSocketEvents, personBuckets, type SocketEventLimit } from './socket-rate-limit';
import type { OriginRule } from '../origin-check';
import { watchProperties, type WatchFilter } from './watch-properties';

export type { EventBus } from './event-bus';
export type { InstanceSignals } from './instance-signals';
export type { RealtimeSessions } from './session-sockets';
export type { SocketData } from './socket-auth';
export type { WatchFilter } from './watch-properties';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;
    events: EventBus;
    /** Ends sockets by session or person, on every instance. */
    realtimeSessions: RealtimeSessions;
    /** Signals by name to this and every other instance (a listing changed: pages are dropped). */
    instanceSignals: InstanceSignals;
    /** Names this process in diagnostics (which instance answered a ping). */
    instanceId: string;
    /** Sets which listings a socket may watch (`properties:watch`); the properties module's rule. */
    filterWatchedProperties: (filter: WatchFilter) => void;
  }
}

// How long a starting instance waits for Redis before it serves without it (and keeps retrying).
const REDIS_READY_MS = 5000;

// setTimeout overflows above this and would fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

const isPing = (value: unknown): value is PingPayload => {
  const p = value as Partial<PingPayload> | null;
  return typeof p?.nonce === 'string' && p.nonce.length <= 100 && Number.isFinite(p.sentAt);
};

/** Socket.IO on the same server: session-cookie auth, origin check, a room per user. */
export default fp(async function realtime(
  app: FastifyInstance,
  opts: {
    redisUrl: string | undefined;
    redisChannel: string;
    originRule: OriginRule;
    trustProxy: boolean;
    socketEvents: SocketEventLimit;
    socketsPerSession: number;
  },
) {
  const instanceId = `${hostname()}:${process.pid}:${newId().slice(0, 6)}`;
  const io = new Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>(
    app.server,
    {
      path: '/socket.io',
      serveClient: false,
      // Clients only send pings and watch lists; a large frame is never legitimate.
      maxHttpBufferSize: 64 * 1024,
      allowRequest: originGate(opts.originRule, opts.trustProxy),
    },
  );
  const redis = opts.redisUrl
    ? useRedisAdapter(io, opts.redisUrl, opts.redisChannel, app.log)
    : null;
  // Serve only once this instance hears the others: an event published before its subscription
  // is on Redis would never reach this instance's sockets.
  if (redis && !(await redis.ready(REDIS_READY_MS))) {
    app.log.warn(
      'realtime: Redis is not reachable yet; events from other instances arrive once it is',
    );
  }

  const sessions = createSessionSockets(io, { clustered: redis !== null });
  let watchable: WatchFilter | null = null;
  io.use(sessionAuth(app, (data) => sessions.endedSince(data)));
  // A session opens a socket per tab; more than a person keeps open is refused on this instance,
  // so one stolen or scripted session cannot multiply its sockets.
  io.use((socket, next) => {
    const open = io.sockets.adapter.rooms.get(sessionRoom(socket.data.sessionId))?.size ?? 0;
    next(open >= opts.socketsPerSession ? new Error('too-many-connections') : undefined);
  });
  const bucketOf = personBuckets(opts.socketEvents);

  io.on('connection', (socket) => {
    // First, so it guards the handlers this file and every module add.
    limitSocketEvents(
      socket,
      opts.socketEvents,
      Date.now,
      bucketOf(socket.data.userId, Date.now()),
    );
    void socket.join([
      userRoom(socket.data.userId),
      sessionRoom(socket.data.sessionId),
      PROPERTY_FEED_ROOM,
    ]);
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.min(Math.max(0, socket.data.expiresAt - Date.now()), MAX_TIMER_MS),
    );
    expiry.unref();
    socket.on('disconnect', () => clearTimeout(expiry));
    socket.on('ping', (payload, ack) => {
      if (typeof ack !== 'function' || !isPing(payload)) return;
      ack({
        nonce: payload.nonce,
        sentAt: payload.sentAt,
        serverInstance: instanceId,
        receivedAt: Date.now(),
      });
    });
    socket.on('properties:watch', (payload, ack) => {
      watchProperties(socket, payload, watchable).then(
        (watching) => {
          if (typeof ack === 'function') ack({ watching });
        },
        (err: unknown) => app.log.warn({ err }, 'realtime: properties:watch failed'),
      );
    });
  });

  app.decorate('io', io);
  const events = createEventBus(io);
  app.decorate('events', events);
  app.decorate('realtimeSessions', {
    disconnectSessions: sessions.disconnectSessions,
    disconnectUser: sessions.disconnectUser,
  });
  const signals = createInstanceSignals(io, {
    clustered: redis !== null,
    onError: (err, name) => app.log.error({ err, signal: name }, 'realtime: a signal failed'),
  });
  app.decorate('instanceSignals', signals);
  app.decorate('instanceId', instanceId);
  app.decorate('filterWatchedProperties', (filter: WatchFilter) => {
    watchable = filter;
  });
  // Open WebSockets would keep the HTTP server from closing, so they go before it does.
  app.addHook('preClose', async () => {
    events.stop();
    sessions.stop();
    signals.stop();
    if (redis) await redis.ready(1000);
    await io.close();
  });
  app.addHook('onClose', async () => {
    if (redis) await redis.close();
  });
});
