import type { Kysely } from 'kysely';
import { FORMER_MEMBER_NAME } from '@nivaas/shared';
import type { Database } from '../../db/schema';

/**
 * Deleting an account (decision 041), the users module's part, inside the deletion's transaction:
 * the sign-in means (password, second factor, pending verifications, every session) and the
 * areas they serve go, and their row is emptied to "Former member" so the records others keep
 * still point at someone. Returns how many sessions ended.
 */
export async function eraseAccount(
  trx: Kysely<Database>,
  userId: string,
  at: string,
): Promise<number> {
  const person = await trx
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!person) return 0;
  await trx.deleteFrom('user_service_areas').where('userId', '=', userId).execute();
  await trx.deleteFrom('verifications').where('identifier', '=', person.email).execute();
  await trx.deleteFrom('two_factors').where('userId', '=', userId).execute();
  await trx.deleteFrom('accounts').where('userId', '=', userId).execute();
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
