import type { BookingStatus } from './schemas/bookings';
import type { ApplicationStatus } from './schemas/applications';
import type { ChatMessage } from './schemas/conversation';
import type { Notification } from './schemas/notification';
import type { PaymentState } from './schemas/payments';

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
  /** A new listing (to the feed room every signed-in socket is in): "N new listings". */
  'property.created': { propertyId: string; ownerId: string; city: string; listingType: string };
  /** The person's favourites changed (another tab, another device). */
  'favorite.changed': { propertyId: string; favorited: boolean };
  /**
   * Someone said "I'm interested": the owner's room hears who (`userId`), the property room
   * only the new count (`userId` null), since only the owner may know who is interested.
   */
  'interest.added': { propertyId: string; userId: string | null; interestedCount: number };
  /** Someone took their "I'm interested" back; the same rooms hear the same way. */
  'interest.removed': { propertyId: string; userId: string | null; interestedCount: number };
  /** A notification for this person. */
  'notification.created': { notification: Notification };
  /** Notifications marked read (`all` for mark-all-read). */
  'notification.read': { notificationIds: string[]; all: boolean };
  /** A comment was added, edited or deleted on a listing (to the property room). */
  'comment.changed': {
    propertyId: string;
    commentId: string;
    action: 'created' | 'updated' | 'deleted';
  };
  /** The person's saved places changed. */
  'savedLocation.changed': { savedLocationId: string };
  /** A message in one of the person's conversations (both participants' rooms). */
  'message.created': { conversationId: string; message: ChatMessage };
  /** A message was deleted by its sender. */
  'message.deleted': { conversationId: string; messageId: string };
  /** `readerId` has read up to `readSeq` ("Seen" for the other participant). */
  'conversation.read': {
    conversationId: string;
    readerId: string;
    readSeq: number;
    readAt: string;
  };
  /** Block state or unlock level changed: refetch the conversation. */
  'conversation.updated': { conversationId: string };
  /** The other participant is typing (never stored). */
  'conversation.typing': { conversationId: string; userId: string };
  /** A stay was requested, confirmed or cancelled (tenant's and owner's rooms). */
  'booking.changed': {
    bookingId: string;
    propertyId: string;
    action: 'requested' | 'confirmed' | 'cancelled';
    status: BookingStatus;
  };
  /**
   * A listing's rent escalation changed (owner's and tenants' rooms): settings saved, an
   * increase applied, a notice sent or acknowledged. Refetch it.
   */
  'rentEscalation.changed': {
    propertyId: string;
    action: 'saved' | 'applied' | 'notice' | 'acknowledged';
  };
  /**
   * A due's payment moved (payer's and payee's rooms): claimed by UPI, confirmed, disputed,
   * recorded in cash, captured or refunded by the gateway, or the stay's dues changed
   * (`paymentId` null). Refetch the dues of the stay.
   */
  'payment.changed': {
    bookingId: string;
    dueId: string | null;
    paymentId: string | null;
    status: PaymentState | null;
  };
  /**
   * An application was submitted, decided or withdrawn (to the applicant's and the listing
   * owner's rooms): refetch it and the lists showing it (`status` null once withdrawn).
   */
  'application.changed': {
    applicationId: string;
    propertyId: string;
    tenantId: string;
    ownerId: string;
    action: 'submitted' | 'approved' | 'rejected' | 'withdrawn';
    status: ApplicationStatus | null;
  };
  /** A listing's application form was saved (to the property room): refetch it. */
  'application-form.changed': { propertyId: string };
  /** A service booking was made or its status changed (provider's and customer's rooms). */
  'serviceBooking.changed': { bookingId: string; status: string };
  /** A site visit was asked for or answered (the seeker's and the owner's rooms). */
  'siteVisit.changed': { visitId: string; status: string };
}
export type DomainEventName = keyof DomainEvents;

export interface DomainEnvelope<N extends DomainEventName = DomainEventName> {
  name: N;
  payload: DomainEvents[N];
  /** Unique per publish; the target rooms are not sent (they would name the other recipients). */
  id: string;
  at: string;
}

/** Sent once to a socket that sent events faster than its limit, just before it is disconnected. */
export interface SocketRateLimitedPayload {
  /** The sustained rate allowed, in events per second, and the burst allowed on top. */
  perSecond: number;
  burst: number;
}

export interface ServerToClientEvents {
  event: (envelope: DomainEnvelope) => void;
  pong: (payload: PongPayload) => void;
  'rate-limited': (payload: SocketRateLimitedPayload) => void;
}

export interface WatchPropertiesPayload {
  /** Replaces the set watched before; at most MAX_WATCHED_PROPERTIES, unknown ids are ignored. */
  propertyIds: string[];
}

export interface ClientToServerEvents {
  ping: (payload: PingPayload, ack: (reply: PongPayload) => void) => void;
  /** I'm typing in a conversation; relayed to the other participant only. */
  'conversation:typing': (payload: { conversationId: string }) => void;
  /** Follow the listings on screen: their `property:{id}` rooms (live price, status, comments). */
  'properties:watch': (
    payload: WatchPropertiesPayload,
    ack?: (reply: { watching: number }) => void,
  ) => void;
}

export const userRoom = (userId: string): string => `user:${userId}`;
export const propertyRoom = (propertyId: string): string => `property:${propertyId}`;
/** Every signed-in socket is in it: announcements of new listings. */
export const PROPERTY_FEED_ROOM = 'feed:properties';
export const MAX_WATCHED_PROPERTIES = 200;
