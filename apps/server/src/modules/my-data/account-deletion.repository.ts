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
