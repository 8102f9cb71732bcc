import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Every record about one person, read for their copy (decision 041). A read model over the
 * slices' tables, like the search: read-only, one statement per table, so nothing a person
 * has is left out because a module forgot to offer it. Secrets (password hashes, session
 * tokens, second-factor secrets, OAuth tokens) are never selected.
 */
type Db = Kysely<Database>;

export async function readPersonRecords(db: Db, userId: string) {
  const ownListings = db.selectFrom('properties').select('id').where('ownerId', '=', userId);
  const ownApplications = db.selectFrom('applications').select('id').where('tenantId', '=', userId);
  const sentMessages = db
    .selectFrom('conversation_messages')
    .select('id')
    .where('senderId', '=', userId);
  return allOf({
    profile: db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    serviceAreas: db
      .selectFrom('user_service_areas')
      .selectAll()
      .where('userId', '=', userId)
      .execute(),
    sessions: db
      .selectFrom('sessions')
      .select(['createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    signInMethods: db
      .selectFrom('accounts')
      .select(['providerId', 'createdAt', 'updatedAt'])
      .where('userId', '=', userId)
      .execute(),
    twoFactor: db
      .selectFrom('two_factors')
      .select(['verified'])
      .where('userId', '=', userId)
      .executeTakeFirst(),
    listings: db.selectFrom('properties').selectAll().where('ownerId', '=', userId).execute(),
    listingLists: Promise.all(
      (['property_amenities', 'property_nearby_facilities', 'property_house_rules'] as const).map(
        (table) =>
          db.selectFrom(table).selectAll().where('propertyId', 'in', ownListings).execute(),
      ),
    ),
    listingPhotos: db
      .selectFrom('property_images')
      .select(['propertyId', 'position', 'fullKey'])
      .where('propertyId', 'in', ownListings)
      .execute(),
    applications: db
      .selectFrom('applications')
      .selectAll()
      .where('tenantId', '=', userId)
      .execute(),
    applicationDocuments: db
      .selectFrom('application_documents')
      .select(['applicationId', 'type', 'name', 'size', 'createdAt'])
      .where('applicationId', 'in', ownApplications)
      .execute(),
    tenantProfile: db
      .selectFrom('tenant_profiles')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirst(),
    stays: db
      .selectFrom('bookings')
      .selectAll()
      .where((eb) => eb.or([eb('tenantId', '=', userId), eb('ownerId', '=', userId)]))
      .execute(),
    rentNotices: db
      .selectFrom('rent_escalation_notices')
      .selectAll()
      .where('userId', '=', userId)
      .execute(),
    messagesSent: db
      .selectFrom('conversation_messages')
      .select(['id', 'conversationId', 'receiverId', 'content', 'type', 'createdAt', 'deletedAt'])
      .where('senderId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    attachmentsSent: db
      .selectFrom('conversation_attachments')
      .select(['messageId', 'type', 'name', 'size', 'createdAt'])
      .where('messageId', 'in', sentMessages)
      .execute(),
    bookings: db
      .selectFrom('service_bookings')
      .selectAll()
      .where((eb) => eb.or([eb('userId', '=', userId), eb('providerId', '=', userId)]))
      .execute(),
    bookingEvents: db
      .selectFrom('service_booking_events')
      .select(['bookingId', 'status', 'at', 'note'])
      .where('byUserId', '=', userId)
      .execute(),
    reviews: db.selectFrom('service_reviews').selectAll().where('userId', '=', userId).execute(),
    comments: db.selectFrom('comments').selectAll().where('userId', '=', userId).execute(),
    ratings: db.selectFrom('property_ratings').selectAll().where('userId', '=', userId).execute(),
    favourites: db.selectFrom('favorites').selectAll().where('userId', '=', userId).execute(),
    interests: db
      .selectFrom('property_interests')
      .selectAll()
      .where('userId', '=', userId)
      .execute(),
    savedPlaces: db
      .selectFrom('saved_locations')
      .selectAll()
      .where('userId', '=', userId)
      .execute(),
    savedSearches: db
      .selectFrom('saved_searches')
      .select(['id', 'name', 'query', 'alertMode', 'createdAt', 'updatedAt'])
      .where('userId', '=', userId)
      .execute(),
    notifications: db
      .selectFrom('notifications')
      .selectAll()
      .where('userId', '=', userId)
      .execute(),
    roommateProfile: db
      .selectFrom('roommate_profiles')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirst(),
    roomPhotos: db
      .selectFrom('roommate_room_photos')
      .select(['url', 'position', 'createdAt'])
      .where('userId', '=', userId)
      .execute(),
    roommateRequests: db
      .selectFrom('roommate_requests')
      .selectAll()
      .where((eb) => eb.or([eb('fromUserId', '=', userId), eb('toUserId', '=', userId)]))
      .execute(),
    services: db.selectFrom('services').selectAll().where('providerId', '=', userId).execute(),
    // Where pushes go, never the keys they are encrypted to.
    pushSubscriptions: db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    pushSettings: db
      .selectFrom('push_settings')
      .select(['off', 'updatedAt'])
      .where('userId', '=', userId)
      .executeTakeFirst(),
    siteVisits: db
      .selectFrom('site_visits')
      .selectAll()
      .where((eb) => eb.or([eb('seekerId', '=', userId), eb('ownerId', '=', userId)]))
      .orderBy('startsAt')
      .execute(),
  });
}

/** Awaits every read of an object of reads, keeping the names. */
async function allOf<T extends Record<string, PromiseLike<unknown>>>(
  reads: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(
    Object.entries(reads).map(async ([name, read]) => [name, await read] as const),
  );
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}
