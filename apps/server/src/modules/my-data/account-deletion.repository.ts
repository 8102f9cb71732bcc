import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Deleting an account (decision 041): what my-data reads to prepare it, and its own rows. Each
 * other module erases its own rows on `account.erasing`; the users module empties the person's
 * row to "Former member" (`eraseAccount` on its face).
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
    .select([
      'id',
      'email',
      'userType',
      'avatarUrl',
      'suspendedAt',
      'deletedAt',
      'phoneNumber',
      'phoneNumberVerified',
    ])
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
  (
    await db
      .selectFrom('properties')
      .select('id')
      .where('ownerId', '=', userId)
      .where('erasedAt', 'is', null)
      .execute()
  ).map((r) => r.id);

/**
 * The owner's listings with a stay that was confirmed (it has a rent ledger), and how many such
 * stays: kept for their tenants when the owner deletes their account (decision 069).
 */
export async function listingsWithStays(
  db: Db,
  ownerId: string,
): Promise<{ listingIds: Set<string>; stays: number }> {
  const rows = await db
    .selectFrom('rent_ledgers')
    .select('propertyId')
    .where('ownerId', '=', ownerId)
    .execute();
  return { listingIds: new Set(rows.map((r) => r.propertyId)), stays: rows.length };
}

/** Stays still asked for (not yet confirmed) at the owner's listings. */
export const pendingStayRequests = async (db: Db, ownerId: string) =>
  (
    await db
      .selectFrom('bookings')
      .select('id')
      .where('ownerId', '=', ownerId)
      .where('status', '=', 'pending')
      .execute()
  ).map((r) => r.id);

/** Service bookings not yet done in which the person takes part, either side. */
export const openServiceBookings = (db: Db, userId: string) =>
  db
    .selectFrom('service_bookings')
    .select(['id', 'status', 'providerId', 'userId'])
    .where((eb) => eb.or([eb('providerId', '=', userId), eb('userId', '=', userId)]))
    .where('status', 'in', ['pending', 'confirmed', 'in-progress'])
    .execute();

/**
 * The stored files only this person had: application documents, what they attached, and the
 * documents they sent to be verified.
 */
export async function privateFileKeys(db: Db, userId: string): Promise<string[]> {
  const [documents, attachments, verifications] = await Promise.all([
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
    db
      .selectFrom('verification_documents')
      .select('storageKey')
      .where('userId', '=', userId)
      .execute(),
  ]);
  return [...documents, ...attachments, ...verifications].map((r) => r.storageKey);
}

/** Erases what only my-data keeps of them: their data exports. */
export async function eraseOwnRows(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('data_exports').where('userId', '=', userId).execute();
}
