import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, DomainEnvelope, ServerToClientEvents } from '@nivaas/shared';
import { TEST_ORIGIN } from './build-test-app';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Listens on a free loopback port (realtime needs a real socket) and returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const open: ClientSocket[] = [];

/**
 * A socket as a browser on `origin` opens it. WebSocket only, so the headers really are sent
 * (Node has no cookie jar); no automatic reconnection, so failures stay visible.
 */
export function openSocket(
  url: string,
  opts: { cookie?: string; origin?: string | null } = {},
): ClientSocket {
  const origin = opts.origin === undefined ? TEST_ORIGIN : opts.origin;
  const headers: Record<string, string> = {};
  if (origin) headers.origin = origin;
  if (opts.cookie) headers.cookie = opts.cookie;
  const socket: ClientSocket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  open.push(socket);
  return socket;
}

/** Resolves when connected; rejects with the server's refusal. */
export const connected = (socket: ClientSocket): Promise<void> =>
  new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });

/** The error a refused connection reports. */
export const refusal = (socket: ClientSocket): Promise<Error> =>
  new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('expected the connection to be refused')));
    socket.once('connect_error', (err) => resolve(err));
  });

/** Every envelope `socket` receives from now on, in order. */
export function collect(socket: ClientSocket): DomainEnvelope[] {
  const received: DomainEnvelope[] = [];
  socket.on('event', (envelope) => received.push(envelope));
  return received;
}

/**
 * The next envelope named `name`, or a rejection after `timeoutMs` (15 s: an event comes in
 * milliseconds, but a machine busy with other suites was seen to take over 3 s).
 *
 * With `after` (the request that publishes it), the wait is counted from its answer: it listens
 * at once, so an event sent before the answer still counts, but a slow request does not use up
 * the event's time. A fresh app's first request was seen to take 15 s at a load of 25 on 2 cores,
 * with the event 60 ms after the answer (decision 075).
 */
export const nextEvent = (
  socket: ClientSocket,
  name: string,
  timeoutMs = 15_000,
  after?: PromiseLike<unknown>,
): Promise<DomainEnvelope> =>
  new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let arrived = false;
    const startTimer = () => {
      if (arrived) return;
      timer = setTimeout(() => {
        socket.off('event', onEvent);
        reject(new Error(`no '${name}' event within ${timeoutMs} ms`));
      }, timeoutMs);
    };
    const onEvent = (envelope: DomainEnvelope) => {
      if (envelope.name !== name) return;
      arrived = true;
      clearTimeout(timer);
      socket.off('event', onEvent);
      resolve(envelope);
    };
    socket.on('event', onEvent);
    if (after) after.then(startTimer, startTimer);
    else startTimer();
  });

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Closes every socket opened by this file (call before closing the app). */
export function closeSockets(): void {
  for (const socket of open.splice(0)) socket.disconnect();
}
