import type { Kysely } from 'kysely';
import { FORMER_MEMBER_NAME } from '@nivaas/shared';
import type { Database } from '../../db/schema';

/**
 * Deleting an account (decision 041): what is erased and what is emptied, in one transaction.
 * The person's row stays as "Former member" so the records others keep (a chat thread, a
 * provider's booking, an owner's stay) still point at someone; everything only they had goes.
 * Listings, the roommate profile and service bookings go through their modules' use cases first.
 */
type Db = Kysely<Database>;

export const credentialOf = (db: Db, userId: string) =>
  db
    .selectFrom('accounts')
    .select(['password'])
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();

export const twoFactorOf = (db: Db, userId: string) =>
  db
    .selectFrom('two_factors')
    .select(['secret', 'verified'])
    .where('userId', '=', userId)
    .executeTakeFirst();

export const personOf = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'userType', 'avatarUrl', 'suspendedAt', 'deletedAt'])
    .where('id', '=', userId)
    .executeTakeFirst();

/** Admins who can still act: not suspended, not deleted. */
export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userType', '=', 'admin')
    .where('suspendedAt', 'is', null)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const ownListingIds = async (db: Db, userId: string) =>
  (await db.selectFrom('properties').select('id').where('ownerId', '=', userId).execute()).map(
    (r) => r.id,
  );

/** Service bookings not yet done in which the person takes part, either side. */
export const openServiceBookings = (db: Db, userId: string) =>
  db
    .selectFrom('service_bookings')
    .select(['id', 'status', 'providerId', 'userId'])
    .where((eb) => eb.or([eb('providerId', '=', userId), eb('userId', '=', userId)]))
    .where('status', 'in', ['pending', 'confirmed', 'in-progress'])
    .execute();

/** The stored files only this person had: application documents and what they attached. */
export async function privateFileKeys(db: Db, userId: string): Promise<string[]> {
  const [documents, attachments] = await Promise.all([
    db
      .selectFrom('application_documents')
      .innerJoin('applications', 'applications.id', 'application_documents.applicationId')
      .select('application_documents.storageKey')
      .where('applications.tenantId', '=', userId)
      .execute(),
    db
      .selectFrom('conversation_attachments')
      .innerJoin(
        'conversation_messages',
        'conversation_messages.id',
        'conversation_attachments.messageId',
      )
      .select('conversation_attachments.storageKey')
      .where('conversation_messages.senderId', '=', userId)
      .execute(),
  ]);
  return [...documents, ...attachments].map((r) => r.storageKey);
}

/** Erases what was only theirs and empties their row; returns how many sessions ended. */
export async function eraseAndAnonymise(
  trx: Db,
  userId: string,
  email: string,
  at: string,
): Promise<number> {
  const own = <T extends keyof Database>(table: T, column = 'userId') =>
    trx
      .deleteFrom(table as 'favorites')
      .where(column as 'userId', '=', userId)
      .execute();
  await own('favorites');
  await own('saved_locations');
  await own('notifications');
  await own('tenant_profiles');
  await own('property_interests');
  await own('property_views');
  await own('comments');
  await own('property_ratings');
  await own('rent_escalation_notices');
  await own('user_service_areas');
  await own('data_exports');
  await own('roommate_requests', 'fromUserId');
  await own('roommate_requests', 'toUserId');
  await own('address_shares');
  await own('address_shares', 'ownerId');
  await own('applications', 'tenantId');
  await trx
    .deleteFrom('conversation_attachments')
    .where(
      'messageId',
      'in',
      trx.selectFrom('conversation_messages').select('id').where('senderId', '=', userId),
    )
    .execute();
  await trx.deleteFrom('verifications').where('identifier', '=', email).execute();
  await own('two_factors');
  await own('accounts');
  const sessions = await trx.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
  const former = `${FORMER_MEMBER_NAME.firstName} ${FORMER_MEMBER_NAME.lastName}`;
  await trx
    .updateTable('users')
    .set((eb) => ({
      name: former,
      firstName: FORMER_MEMBER_NAME.firstName,
      lastName: FORMER_MEMBER_NAME.lastName,
      // Unique and undeliverable: the address is free for a new account, and no mail goes out.
      email: `deleted-${userId.toLowerCase()}@deleted.nivaas.invalid`,
      emailVerified: 0,
      avatarUrl: null,
      phone: '',
      // The sign-in number too: it is personal, and free again for someone else.
      phoneNumber: null,
      phoneNumberVerified: 0,
      bio: '',
      serviceCategory: '',
      showPhoneOnListings: 0,
      ipAddress: '',
      lastLoginIP: '',
      location: '{}',
      lastLoginLocation: '{}',
      lastLoginAt: '',
      lastActive: '',
      twoFactorEnabled: 0,
      experienceYears: null,
      languages: '[]',
      // A deleted admin is no admin: the count of admins who can act must not include them.
      userType: eb
        .case()
        .when('userType', '=', 'admin')
        .then(eb.val<'tenant'>('tenant'))
        .else(eb.ref('userType'))
        .end(),
      deletedAt: at,
      updatedAt: at,
    }))
    .where('id', '=', userId)
    .execute();
  return Number(sessions.numDeletedRows);
}
