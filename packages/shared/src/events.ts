/**
 * Realtime contract between server and web. Domain events are published by the server only
 * after their transaction commits, and delivered to rooms (`user:{id}`, later
 * `conversation:{id}`, `property:{id}`).
 */
export interface PingPayload {
  nonce: string;
  sentAt: number;
}
export interface PongPayload extends PingPayload {
  serverInstance: string;
  receivedAt: number;
}

/** Events any domain may publish; each later issue adds its own members. */
export interface DomainEvents {
  /** A person's own profile changed (another tab, another device). */
  'user.updated': { userId: string };
  /** Diagnostics: a message published to one user through the bus (used by /message-test). */
  'diagnostics.echo': { userId: string; text: string; origin: string };
  /** A listing changed (fields or status): refetch it. */
  'property.updated': { propertyId: string; ownerId: string; status: string };
  /** A listing is gone: drop it from any list or page showing it. */
  'property.deleted': { propertyId: string; ownerId: string };
}
export type DomainEventName = keyof DomainEvents;

export interface DomainEnvelope<N extends DomainEventName = DomainEventName> {
  name: N;
  payload: DomainEvents[N];
  /** Unique per publish; the target rooms are not sent (they would name the other recipients). */
  id: string;
  at: string;
}

export interface ServerToClientEvents {
  event: (envelope: DomainEnvelope) => void;
  pong: (payload: PongPayload) => void;
}

export interface ClientToServerEvents {
  ping: (payload: PingPayload, ack: (reply: PongPayload) => void) => void;
}

export const userRoom = (userId: string): string => `user:${userId}`;
export const propertyRoom = (propertyId: string): string => `property:${propertyId}`;
