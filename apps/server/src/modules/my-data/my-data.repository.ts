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
  const [
    profile,
    serviceAreas,
    sessions,
    signInMethods,
    twoFactor,
    listings,
    listingLists,
    listingPhotos,
    applications,
    applicationDocuments,
    tenantProfile,
    stays,
    rentNotices,
    messagesSent,
    attachmentsSent,
    bookings,
    bookingEvents,
    reviews,
    comments,
    ratings,
    favourites,
    interests,
    savedPlaces,
    savedSearches,
    notifications,
    roommateProfile,
    roomPhotos,
    roommateRequests,
    services,
  ] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('user_service_areas').selectAll().where('userId', '=', userId).execute(),
    db
      .selectFrom('sessions')
      .select(['createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('accounts')
      .select(['providerId', 'createdAt', 'updatedAt'])
      .where('userId', '=', userId)
      .execute(),
    db
      .selectFrom('two_factors')
      .select(['verified'])
      .where('userId', '=', userId)
      .executeTakeFirst(),
    db.selectFrom('properties').selectAll().where('ownerId', '=', userId).execute(),
    Promise.all(
      (['property_amenities', 'property_nearby_facilities', 'property_house_rules'] as const).map(
        (table) =>
          db.selectFrom(table).selectAll().where('propertyId', 'in', ownListings).execute(),
      ),
    ),
    db
      .selectFrom('property_images')
      .select(['propertyId', 'position', 'fullKey'])
      .where('propertyId', 'in', ownListings)
      .execute(),
    db.selectFrom('applications').selectAll().where('tenantId', '=', userId).execute(),
    db
      .selectFrom('application_documents')
      .select(['applicationId', 'type', 'name', 'size', 'createdAt'])
      .where('applicationId', 'in', ownApplications)
      .execute(),
    db.selectFrom('tenant_profiles').selectAll().where('userId', '=', userId).executeTakeFirst(),
    db
      .selectFrom('bookings')
      .selectAll()
      .where((eb) => eb.or([eb('tenantId', '=', userId), eb('ownerId', '=', userId)]))
      .execute(),
    db.selectFrom('rent_escalation_notices').selectAll().where('userId', '=', userId).execute(),
    db
      .selectFrom('conversation_messages')
      .select(['id', 'conversationId', 'receiverId', 'content', 'type', 'createdAt', 'deletedAt'])
      .where('senderId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('conversation_attachments')
      .select(['messageId', 'type', 'name', 'size', 'createdAt'])
      .where('messageId', 'in', sentMessages)
      .execute(),
    db
      .selectFrom('service_bookings')
      .selectAll()
      .where((eb) => eb.or([eb('userId', '=', userId), eb('providerId', '=', userId)]))
      .execute(),
    db
      .selectFrom('service_booking_events')
      .select(['bookingId', 'status', 'at', 'note'])
      .where('byUserId', '=', userId)
      .execute(),
    db.selectFrom('service_reviews').selectAll().where('userId', '=', userId).execute(),
    db.selectFrom('comments').selectAll().where('userId', '=', userId).execute(),
    db.selectFrom('property_ratings').selectAll().where('userId', '=', userId).execute(),
    db.selectFrom('favorites').selectAll().where('userId', '=', userId).execute(),
    db.selectFrom('property_interests').selectAll().where('userId', '=', userId).execute(),
    db.selectFrom('saved_locations').selectAll().where('userId', '=', userId).execute(),
    db
      .selectFrom('saved_searches')
      .select(['id', 'name', 'query', 'alertMode', 'createdAt', 'updatedAt'])
      .where('userId', '=', userId)
      .execute(),
    db.selectFrom('notifications').selectAll().where('userId', '=', userId).execute(),
    db.selectFrom('roommate_profiles').selectAll().where('userId', '=', userId).executeTakeFirst(),
    db
      .selectFrom('roommate_room_photos')
      .select(['url', 'position', 'createdAt'])
      .where('userId', '=', userId)
      .execute(),
    db
      .selectFrom('roommate_requests')
      .selectAll()
      .where((eb) => eb.or([eb('fromUserId', '=', userId), eb('toUserId', '=', userId)]))
      .execute(),
    db.selectFrom('services').selectAll().where('providerId', '=', userId).execute(),
  ]);
  return {
    profile,
    serviceAreas,
    sessions,
    signInMethods,
    twoFactor,
    listings,
    listingLists,
    listingPhotos,
    applications,
    applicationDocuments,
    tenantProfile,
    stays,
    rentNotices,
    messagesSent,
    attachmentsSent,
    bookings,
    bookingEvents,
    reviews,
    comments,
    ratings,
    favourites,
    interests,
    savedPlaces,
    savedSearches,
    notifications,
    roommateProfile,
    roomPhotos,
    roommateRequests,
    services,
  };
}
