import type { Server } from 'socket.io';
import type { DomainEnvelope, DomainEventName, DomainEvents } from '@nivaas/shared';
import { newId } from '../../lib/ids';

export interface EventBus {
  /**
   * Delivers a domain event to sockets in `rooms`, on every instance (through the Redis adapter
   * when one is configured). Call it only after the transaction that made the change has
   * committed, so a client that refetches on the event sees the change.
   */
  publish<N extends DomainEventName>(name: N, payload: DomainEvents[N], rooms: string[]): void;
  /**
   * Takes every socket out of `room`, on every instance, except those also in one of `keep`
   * (e.g. a hidden listing's room keeps its owner's sockets only).
   */
  leaveRoom(room: string, keep: string[]): void;
  /** From shutdown on, late publishes (work finishing after its request) are dropped quietly. */
  stop(): void;
}

// Loosely typed on purpose: the bus only ever emits the 'event' envelope.
type EmittingServer = Pick<Server, 'to' | 'in'>;

export function createEventBus(io: EmittingServer): EventBus {
  let stopped = false;
  return {
    stop() {
      stopped = true;
    },
    publish(name, payload, rooms) {
      // After shutdown the Redis adapter's client is gone and a publish would reject unhandled.
      if (stopped || rooms.length === 0) return;
      const envelope: DomainEnvelope<typeof name> = {
        name,
        payload,
        id: newId(),
        at: new Date().toISOString(),
      };
      // One emit to the union of rooms: a socket in several of them still gets the event once.
      io.to(rooms).emit('event', envelope);
    },
    leaveRoom(room, keep) {
      if (stopped) return;
      io.in(room).except(keep).socketsLeave(room);
    },
  };
}
