import type { ColumnType, Generated } from 'kysely';

/**
 * One typed schema for both engines. Auth tables follow Better Auth's model (timestamps are
 * Date on PostgreSQL and ISO text on SQLite: read them through `toIso`). Our own tables keep
 * timestamps as ISO-8601 UTC text on both engines, which sorts chronologically.
 */
type AuthTime = ColumnType<Date | string, Date | string, Date | string>;
type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Bool;
  avatarUrl: string | null;
  createdAt: AuthTime;
  updatedAt: AuthTime;
  firstName: string;
  lastName: string;
  userType: string;
  phone: string;
  bio: string;
  serviceCategory: string;
  isServiceProvider: Bool;
  ipAddress: string;
  lastLoginIP: string;
  /** JSON text of a GeoLocation, or '{}'. */
  location: string;
  lastLoginLocation: string;
  lastLoginAt: string;
  lastActive: string;
}

export interface SessionsTable {
  id: string;
  expiresAt: AuthTime;
  token: string;
  createdAt: AuthTime;
  updatedAt: AuthTime;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountsTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthTime | null;
  refreshTokenExpiresAt: AuthTime | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthTime;
  updatedAt: AuthTime;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthTime;
  createdAt: AuthTime;
  updatedAt: AuthTime;
}

export interface UserServiceAreasTable {
  userId: string;
  area: string;
  position: number;
}

export interface OutboxMailsTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link in the mail (verification or reset), for the dev outbox page. */
  link: string;
  createdAt: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: string;
  createdAt: string;
}

export interface PropertiesTable {
  id: string;
  ownerId: string;
  title: string;
  type: string;
  listingType: string;
  status: string;
  address: string;
  additionalInfo: string;
  state: string;
  city: string;
  sublocality: string;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
  googleMapsLink: string;
  /** Whole rupees. */
  rent: number | null;
  deposit: number;
  /** bigint: PostgreSQL hands it back as text. */
  salePrice: ColumnType<number | string | null, number | null, number | null>;
  propertySubtype: string;
  landArea: number | null;
  landAreaUnit: string;
  ownershipType: string | null;
  bedrooms: number;
  bathrooms: number;
  area: number | null;
  furnishing: string;
  facingDirection: string | null;
  isPetFriendly: Bool;
  genderPreference: string;
  accommodationType: string;
  messAvailability: Bool;
  roomSharing: string;
  ownerProximity: string;
  description: string;
  /** YYYY-MM-DD. */
  availableFrom: string | null;
  interestedCount: Generated<number>;
  viewCount: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/** One row per entry of a property's list (amenities, nearby facilities, house rules), in order. */
export interface PropertyListTable {
  propertyId: string;
  value: string;
  position: number;
}

/** One photo of a listing: storage keys of its WebP variants; position 0 is the cover. */
export interface PropertyImagesTable {
  id: string;
  propertyId: string;
  position: number;
  thumbnailKey: string;
  cardKey: string;
  fullKey: string;
  /** Of the full variant. */
  width: number;
  height: number;
  createdAt: string;
}

export interface PropertyViewsTable {
  propertyId: string;
  userId: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
}

export interface FavoritesTable {
  userId: string;
  propertyId: string;
  createdAt: string;
}

export interface PropertyInterestsTable {
  propertyId: string;
  userId: string;
  createdAt: string;
}

export interface NotificationsTable {
  id: string;
  userId: string;
  propertyId: string | null;
  senderId: string | null;
  messageId: string | null;
  type: string;
  title: string;
  message: string;
  /** JSON text of Notification['data']. */
  data: string;
  read: Bool;
  createdAt: string;
}

export interface CommentsTable {
  id: string;
  propertyId: string;
  userId: string;
  content: string;
  rating: number;
  createdAt: string;
  updatedAt: string;
}

export interface SavedLocationsTable {
  id: string;
  userId: string;
  name: string;
  city: string | null;
  sublocality: string | null;
  latitude: number;
  longitude: number;
  commuteMode: string;
  commuteTime: number;
  radiusKm: number;
  createdAt: string;
  updatedAt: string;
}

export interface ConversationsTable {
  id: string;
  /** The sorted pair of participants. */
  userLow: string;
  userHigh: string;
  /** The listing id, or '' for a direct thread. */
  propertyKey: string;
  propertyId: string | null;
  ownerId: string | null;
  tenantId: string | null;
  applicationId: string | null;
  unlockLevel: string;
  blocked: Bool;
  blockedBy: string | null;
  blockedAt: string | null;
  lastSeq: number;
  lastMessageId: string | null;
  lastMessageContent: string | null;
  lastMessageSenderId: string | null;
  lastMessageType: string | null;
  lastMessageAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ConversationParticipantsTable {
  conversationId: string;
  userId: string;
  unreadCount: number;
  lastReadSeq: number;
  preApplyMessageCount: number;
  activityAt: string;
}

export interface ConversationMessagesTable {
  id: string;
  conversationId: string;
  seq: number;
  senderId: string;
  receiverId: string;
  content: string;
  type: string;
  clientKey: string | null;
  readAt: string | null;
  deletedAt: string | null;
  createdAt: string;
}

export interface ConversationAttachmentsTable {
  id: string;
  messageId: string;
  type: string;
  storageKey: string;
  name: string;
  size: number;
  createdAt: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  user_service_areas: UserServiceAreasTable;
  outbox_mails: OutboxMailsTable;
  audit_log: AuditLogTable;
  properties: PropertiesTable;
  property_amenities: PropertyListTable;
  property_nearby_facilities: PropertyListTable;
  property_house_rules: PropertyListTable;
  property_images: PropertyImagesTable;
  property_views: PropertyViewsTable;
  favorites: FavoritesTable;
  property_interests: PropertyInterestsTable;
  notifications: NotificationsTable;
  comments: CommentsTable;
  saved_locations: SavedLocationsTable;
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  conversation_messages: ConversationMessagesTable;
  conversation_attachments: ConversationAttachmentsTable;
}
