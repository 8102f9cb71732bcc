import { io, type Socket } from 'socket.io-client';
import {
  reconnectDelays,
  type ClientToServerEvents,
  type DomainEnvelope,
  type ServerToClientEvents,
} from '@nivaas/shared';

export type NivaasSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** 'idle': nobody signed in, so no connection is wanted. */
export type ConnectionState =
  'idle' | 'connecting' | 'connected' | 'retrying' | 'failed' | 'offline';

export interface ConnectionSnapshot {
  state: ConnectionState;
  /** Retries used since the last successful connection. */
  attempt: number;
  maxAttempts: number;
  /** When the pending retry fires (epoch ms), while retrying. */
  nextRetryAt: number | null;
}

/** The part of a Socket.IO client socket the connection drives; tests pass a stand-in. */
export interface SocketLike {
  readonly connected: boolean;
  connect(): unknown;
  disconnect(): unknown;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'connect_error', listener: (err: Error) => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  on(event: 'event', listener: (envelope: DomainEnvelope) => void): unknown;
  off(event: 'event', listener: (envelope: DomainEnvelope) => void): unknown;
  removeAllListeners(): unknown;
}

export interface ConnectionHooks {
  /** Connected again after a drop: whatever happened meanwhile must be refetched. */
  onReconnected?: () => void;
  /** Connected for the first time. */
  onConnected?: () => void;
  /** The server no longer accepts the session (signed out elsewhere, expired). */
  onUnauthenticated?: () => void;
}

export interface ConnectionEnv {
  /** Wait before each retry; its length is the number of retries. */
  delays: readonly number[];
  isOnline: () => boolean;
  /** Calls back on the browser's online/offline events; returns the unsubscribe. */
  watchOnline: (onChange: (online: boolean) => void) => () => void;
}

export const browserEnv = (): ConnectionEnv => ({
  delays: reconnectDelays(),
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  watchOnline: (onChange) => {
    const online = () => onChange(true);
    const offline = () => onChange(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
});

/**
 * One realtime connection and its state machine. Socket.IO's own reconnection is off because its
 * randomised backoff cannot follow the product's schedule (1 s doubling, 5 attempts); this
 * drives retries itself and gives up into 'failed'.
 */
export class RealtimeConnection<S extends SocketLike = SocketLike> {
  private snapshot: ConnectionSnapshot;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private everConnected = false;
  private running = false;
  private stopped = false;
  private unwatchOnline: (() => void) | null = null;

  constructor(
    readonly socket: S,
    private readonly env: ConnectionEnv,
    private readonly hooks: ConnectionHooks = {},
  ) {
    this.snapshot = {
      state: 'idle',
      attempt: 0,
      maxAttempts: env.delays.length,
      nextRetryAt: null,
    };
    socket.on('connect', () => this.onConnect());
    socket.on('connect_error', (err) => this.onConnectError(err));
    socket.on('disconnect', (reason) => this.onDisconnect(reason));
  }

  getSnapshot = (): ConnectionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    if (this.running || this.stopped) return;
    this.running = true;
    this.unwatchOnline = this.env.watchOnline((online) =>
      online ? this.onOnline() : this.onOffline(),
    );
    if (!this.env.isOnline()) return this.set({ state: 'offline' });
    this.set({ state: 'connecting' });
    this.socket.connect();
  }

  /** Final: a stopped connection is dropped, and the next person gets a new one. */
  stop(): void {
    this.running = false;
    this.stopped = true;
    this.clearTimer();
    this.unwatchOnline?.();
    this.unwatchOnline = null;
    this.socket.removeAllListeners();
    this.socket.disconnect();
    this.set({ state: 'idle', attempt: 0 });
  }

  /** A fresh round of attempts now (after 'failed', or when the person asks). */
  retryNow(): void {
    if (!this.running || this.socket.connected) return;
    this.clearTimer();
    this.set({ state: 'connecting', attempt: 0 });
    this.socket.connect();
  }

  private onConnect(): void {
    this.clearTimer();
    this.set({ state: 'connected', attempt: 0 });
    if (this.everConnected) this.hooks.onReconnected?.();
    else this.hooks.onConnected?.();
    this.everConnected = true;
  }

  private onConnectError(err: Error): void {
    if (err.message === 'unauthenticated') this.hooks.onUnauthenticated?.();
    this.scheduleRetry();
  }

  private onDisconnect(reason: string): void {
    // Our own disconnect (sign-out, stop) is not a failure.
    if (reason === 'io client disconnect') return;
    this.scheduleRetry();
  }

  private onOnline(): void {
    if (!this.running) return;
    this.clearTimer();
    if (this.socket.connected) return this.set({ state: 'connected', attempt: 0 });
    this.set({ state: 'connecting', attempt: 0 });
    this.socket.connect();
  }

  private onOffline(): void {
    if (!this.running) return;
    this.clearTimer();
    this.set({ state: 'offline' });
  }

  private scheduleRetry(): void {
    if (!this.running || this.timer) return;
    // Retrying without a network only burns attempts; 'online' starts a fresh round.
    if (!this.env.isOnline() || this.snapshot.state === 'offline')
      return this.set({ state: 'offline' });
    const attempt = this.snapshot.attempt;
    const delay = this.env.delays[attempt];
    if (delay === undefined) return this.set({ state: 'failed' });
    this.set({ state: 'retrying', attempt: attempt + 1, nextRetryAt: Date.now() + delay });
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.running) this.socket.connect();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private set(change: Partial<ConnectionSnapshot>): void {
    const next = { ...this.snapshot, nextRetryAt: null, ...change };
    const prev = this.snapshot;
    if (
      next.state === prev.state &&
      next.attempt === prev.attempt &&
      next.nextRetryAt === prev.nextRetryAt
    )
      return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/** The app's connection to its own server: same origin, session cookie, WebSocket first. */
export function createRealtimeConnection(
  hooks: ConnectionHooks = {},
): RealtimeConnection<NivaasSocket> {
  const socket: NivaasSocket = io({
    path: '/socket.io',
    withCredentials: true,
    transports: ['websocket', 'polling'],
    // Where a proxy blocks WebSocket, fall back to long polling.
    tryAllTransports: true,
    autoConnect: false,
    reconnection: false,
  });
  return new RealtimeConnection(socket, browserEnv(), hooks);
}
