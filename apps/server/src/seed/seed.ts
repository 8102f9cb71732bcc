import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createAccount } from '../modules/users/index';
import { seedDemoAdmin } from './demo-admin';
import { seedDemoApplications } from './demo-applications';
import { seedDemoData } from './demo-data';
import { seedDemoRoommates } from './demo-roommates';
import { seedDemoServiceBookings } from './demo-service-bookings';
import { seedDemoServicePayments } from './demo-service-payments';
import { seedDemoServices } from './demo-services';
import { seedDemoStays } from './demo-stays';
import { seedDemoAgreements } from './demo-agreements';
import { seedDemoMoney } from './demo-money';
import { seedDemoAdminTotp } from './demo-two-factor';
import { seedDemoPhones } from './demo-phone';
import { seedDemoSavedSearches } from './demo-saved-searches';
import { seedDemoSiteVisits } from './demo-site-visits';
import { seedDemoVerifications } from './demo-verifications';
import { plantDemoScamCases } from './demo-scam-cases';
import { scanAll } from '../modules/scam-signals/index';
import { withRoutineLogsMuted } from '../lib/routine-logs';

export const DEMO_PASSWORD = 'Nivaas@2026';

export const DEMO_ACCOUNTS = [
  { email: 'seeker@nivaas.demo', firstName: 'Priya', lastName: 'Sharma', role: 'tenant' },
  { email: 'owner@nivaas.demo', firstName: 'Ravi', lastName: 'Kumar', role: 'owner' },
  { email: 'provider@nivaas.demo', firstName: 'Anil', lastName: 'Reddy', role: 'service-provider' },
  { email: 'admin@nivaas.demo', firstName: 'Meera', lastName: 'Iyer', role: 'admin' },
] as const;

const DEMO_ACCOUNT_AGE_MS = 180 * 24 * 60 * 60 * 1000;

/** Present in DATA_DIR while a seed runs: left behind, it says the seed was cut short. */
export const SEED_MARKER = '.demo-seed-running';

export const SEED_INCOMPLETE_MESSAGE =
  'The demo data is incomplete: the first start was stopped while it was being added. ' +
  'Stop Nivaas, delete the data folder (DATA_DIR) and start again to get all of it.';

/**
 * Demo data on an empty database only: a second start keeps whatever is there (one cheap query).
 * The four console accounts, then the listings, photos and activity that make the site look lived in.
 */
export const seedIfEmpty = (app: FastifyInstance): Promise<boolean> =>
  withRoutineLogsMuted(() => seedWhenEmpty(app));

async function seedWhenEmpty(app: FastifyInstance): Promise<boolean> {
  const marker = path.join(app.config.dataDir, SEED_MARKER);
  const existing = await app.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) {
    if (existsSync(marker)) app.log.error(SEED_INCOMPLETE_MESSAGE);
    return false;
  }
  mkdirSync(app.config.dataDir, { recursive: true });
  writeFileSync(marker, new Date().toISOString());
  const started = Date.now();
  const ids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    ids[account.role] = await createAccount(app, {
      ...account,
      password: DEMO_PASSWORD,
      emailVerified: true,
    });
  }
  // The four have months of listings, chats and bookings behind them: a seeker made today would be
  // greeted as a first-time visitor instead of "Welcome back".
  await app.db
    .updateTable('users')
    .set({ createdAt: new Date(started - DEMO_ACCOUNT_AGE_MS).toISOString() })
    .where('id', 'in', Object.values(ids))
    .execute();
  await seedDemoAdminTotp(app, ids.admin!);
  await seedDemoPhones(app, { owner: ids.owner!, provider: ids['service-provider']! });
  const seeded = await seedDemoData(
    app,
    {
      seeker: ids.tenant!,
      owner: ids.owner!,
      provider: ids['service-provider']!,
      ownerEmail: DEMO_ACCOUNTS[1].email,
    },
    DEMO_PASSWORD,
  );
  const applied = await seedDemoApplications(
    app,
    { seeker: ids.tenant!, owner: ids.owner! },
    Date.now(),
  );
  const stayed = await seedDemoStays(app, Date.now());
  const agreed = await seedDemoAgreements(
    app,
    { seeker: ids.tenant!, owner: ids.owner! },
    Date.now(),
  );
  const money = await seedDemoMoney(
    app,
    { seeker: ids.tenant!, owner: ids.owner!, provider: ids['service-provider']! },
    Date.now(),
  );
  const roommates = await seedDemoRoommates(app, ids.tenant!, DEMO_PASSWORD, Date.now());
  const savedSearches = await seedDemoSavedSearches(app, ids.tenant!);
  const verifications = await seedDemoVerifications(app, { owner: ids.owner!, admin: ids.admin! });
  const provider = DEMO_ACCOUNTS[2];
  const { providerIds: _providers, ...services } = await seedDemoServices(
    app,
    { id: ids['service-provider']!, firstName: provider.firstName, lastName: provider.lastName },
    DEMO_PASSWORD,
    Date.now(),
  );
  const serviceBookings = await seedDemoServiceBookings(
    app,
    { seeker: ids.tenant!, provider: ids['service-provider']! },
    Date.now(),
  );
  const servicePayments = await seedDemoServicePayments(
    app,
    { seeker: ids.tenant!, provider: ids['service-provider']! },
    Date.now(),
  );
  await plantDemoScamCases(app, DEMO_PASSWORD, Date.now());
  const scan = await scanAll(app.deps);
  const siteVisits = await seedDemoSiteVisits(app, { seeker: ids.tenant!, owner: ids.owner! });
  const moderation = await seedDemoAdmin(app, {
    admin: ids.admin!,
    seeker: ids.tenant!,
    owner: ids.owner!,
  });
  app.log.info(
    {
      accounts: DEMO_ACCOUNTS.length,
      ...seeded,
      ...applied,
      ...stayed,
      ...agreed,
      ...money,
      ...servicePayments,
      ...roommates,
      ...savedSearches,
      ...siteVisits,
      ...verifications,
      ...services,
      ...serviceBookings,
      ...moderation,
      automaticReports: scan.filed,
      ms: Date.now() - started,
    },
    'demo data seeded',
  );
  rmSync(marker, { force: true });
  return true;
}
