import {
  reconnectDelays,
  type DomainEnvelope,
  type DomainEventName,
  type DomainEvents,
} from '@nivaas/shared';
import type { ConnectionHooks, ConnectionSnapshot, RealtimeConnection, SocketLike } from './socket';

export type RealtimeHandler<N extends DomainEventName> = (
  payload: DomainEvents[N],
  envelope: DomainEnvelope<N>,
) => void;
type AnyHandler = (envelope: DomainEnvelope) => void;

export interface RealtimeClientDeps<S extends SocketLike> extends ConnectionHooks {
  connect: (hooks: ConnectionHooks) => RealtimeConnection<S>;
  /** Sees every envelope before subscribers (cache updates that apply app-wide). */
  onEnvelope?: (envelope: DomainEnvelope) => void;
}

const IDLE: ConnectionSnapshot = {
  state: 'idle',
  attempt: 0,
  maxAttempts: reconnectDelays().length,
  nextRetryAt: null,
};

/**
 * The app's one realtime client: a connection while someone is signed in, none otherwise, and
 * the subscribers of each event name. Subscriptions outlive connections, so a page that listens
 * keeps listening across reconnects and account switches.
 */
export class RealtimeClient<S extends SocketLike> {
  private connection: RealtimeConnection<S> | null = null;
  private userId: string | null = null;
  private readonly handlers = new Map<string, Set<AnyHandler>>();
  private readonly listeners = new Set<() => void>();
  private unlisten: (() => void) | null = null;

  constructor(private readonly deps: RealtimeClientDeps<S>) {}

  /** Connects for a signed-in person, disconnects on sign-out, starts afresh for another account. */
  setUser(userId: string | null): void {
    if (userId === this.userId) return;
    this.userId = userId;
    this.teardown();
    if (userId) {
      const connection = this.deps.connect({
        onReconnected: () => this.deps.onReconnected?.(),
        onConnected: () => this.deps.onConnected?.(),
        onUnauthenticated: () => this.deps.onUnauthenticated?.(),
      });
      connection.socket.on('event', this.dispatch);
      const unsubscribe = connection.subscribe(this.notify);
      this.unlisten = () => {
        unsubscribe();
        connection.socket.off('event', this.dispatch);
      };
      this.connection = connection;
      connection.start();
    }
    this.notify();
  }

  get socket(): S | null {
    return this.connection?.socket ?? null;
  }

  getSnapshot = (): ConnectionSnapshot => this.connection?.getSnapshot() ?? IDLE;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Calls `handler` for each `name` event until the returned function is called. */
  on<N extends DomainEventName>(name: N, handler: RealtimeHandler<N>): () => void {
    const wrapped: AnyHandler = (envelope) =>
      handler(envelope.payload as DomainEvents[N], envelope as DomainEnvelope<N>);
    const set = this.handlers.get(name) ?? new Set<AnyHandler>();
    set.add(wrapped);
    this.handlers.set(name, set);
    return () => {
      set.delete(wrapped);
    };
  }

  retryNow(): void {
    this.connection?.retryNow();
  }

  private readonly dispatch = (envelope: DomainEnvelope): void => {
    this.deps.onEnvelope?.(envelope);
    for (const handler of this.handlers.get(envelope.name) ?? []) {
      try {
        handler(envelope);
      } catch (err) {
        // One broken subscriber must not keep the event from the others.
        console.error(err);
      }
    }
  };

  private readonly notify = (): void => {
    for (const listener of this.listeners) listener();
  };

  private teardown(): void {
    this.unlisten?.();
    this.unlisten = null;
    this.connection?.stop();
    this.connection = null;
  }
}
