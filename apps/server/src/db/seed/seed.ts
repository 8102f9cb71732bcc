import type { FastifyInstance } from 'fastify';
import { createAccount } from '../../modules/users/create-account';

export const DEMO_PASSWORD = 'Nivaas@2026';

export const DEMO_ACCOUNTS = [
  { email: 'seeker@nivaas.demo', firstName: 'Priya', lastName: 'Sharma', role: 'tenant' },
  { email: 'owner@nivaas.demo', firstName: 'Ravi', lastName: 'Kumar', role: 'owner' },
  { email: 'provider@nivaas.demo', firstName: 'Anil', lastName: 'Reddy', role: 'service-provider' },
  { email: 'admin@nivaas.demo', firstName: 'Meera', lastName: 'Iyer', role: 'admin' },
] as const;

/** Demo data on an empty database only: a second start keeps whatever is there. */
export async function seedIfEmpty(app: FastifyInstance): Promise<boolean> {
  const existing = await app.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  for (const account of DEMO_ACCOUNTS) {
    await createAccount(app, { ...account, password: DEMO_PASSWORD, emailVerified: true });
  }
  app.log.info({ accounts: DEMO_ACCOUNTS.length }, 'demo data seeded');
  return true;
}
