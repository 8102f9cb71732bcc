import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { phoneOnlyEmail } from '../plugins/auth/phone-number';

/** The demo account that has no email or password: it signs in by mobile number only. */
export const DEMO_PHONE_ACCOUNT = {
  phoneNumber: '+919876500001',
  firstName: 'Arjun',
  lastName: 'Nair',
  role: 'tenant',
} as const;

/** Numbers the demo owner and provider proved by SMS: their "Phone verified" badges. */
const VERIFIED_DEMO_PHONES = ['+919876500002', '+919876500003'] as const;

/**
 * A phone-only seeker (as a phone sign-up leaves one: a stand-in email, no password), and
 * verified numbers on the demo owner's and provider's accounts.
 */
export async function seedDemoPhones(
  app: FastifyInstance,
  ids: { owner: string; provider: string },
): Promise<void> {
  const ctx = await app.auth.$context;
  const { phoneNumber, firstName, lastName, role } = DEMO_PHONE_ACCOUNT;
  const user = await ctx.internalAdapter.createUser(
    {
      email: phoneOnlyEmail(phoneNumber),
      name: `${firstName} ${lastName}`,
      emailVerified: false,
      firstName,
      lastName,
      userType: role,
      phoneNumber,
      phoneNumberVerified: true,
    },
    { method: 'admin' },
  );
  // The number people may be called on, as a phone sign-up leaves it.
  await app.db.updateTable('users').set({ phone: phoneNumber }).where('id', '=', user.id).execute();
  const [ownerPhone, providerPhone] = VERIFIED_DEMO_PHONES;
  for (const [id, number] of [
    [ids.owner, ownerPhone],
    [ids.provider, providerPhone],
  ] as const) {
    await app.db
      .updateTable('users')
      .set({ phoneNumber: number, phoneNumberVerified: sql.lit(true) })
      .where('id', '=', id)
      .execute();
  }
}
