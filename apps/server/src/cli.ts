import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isRole } from '@nivaas/shared';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedIfEmpty } from './seed/seed';
import { measureScamSignals } from './seed/measure-scam-signals';
import { scanAll } from './modules/scam-signals/index';
import { createAccount } from './modules/users/index';
import { changeRole } from './modules/admin-users/index';
import { createDb } from './db/client';
import { migrateToLatest } from './db/migrate';
import { recordAudit } from './plugins/audit/audit';

const USAGE = `Usage:
  npm run migrate
  npm run seed
  npm run user:create -- --email EMAIL --role tenant|owner|service-provider|admin [--password PW] [--first-name F] [--last-name L]
  npm run user:role -- --email EMAIL --role tenant|owner|service-provider|admin --reason "WHY"`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  if (command === 'migrate') {
    const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const applied = await migrateToLatest(db);
    await db.close();
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
    return;
  }
  if (command === 'seed') {
    const app = await buildApp({ config, logger: false });
    const seeded = await seedIfEmpty(app);
    await app.close();
    console.log(seeded ? 'Demo data seeded.' : 'The database already has data; nothing seeded.');
    return;
  }
  if (command === 'scam-signals-scan') {
    const app = await buildApp({ config, logger: false });
    try {
      const { listings, findings, filed } = await scanAll(app.deps);
      console.log(
        `Scanned ${listings} listings: ${findings.length} signals, ${filed} new automatic reports.`,
      );
    } finally {
      await app.close();
    }
    return;
  }
  if (command === 'scam-signals-measure') {
    console.log(JSON.stringify(await measureOnFreshDemo(), null, 2));
    return;
  }
  if (command === 'user-create') {
    const { values } = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
    });
    if (!values.email || !isRole(values.role))
      throw new UsageError('--email and a valid --role are required.');
    const password = values.password ?? process.env.NIVAAS_PASSWORD ?? generatePassword();
    const app = await buildApp({ config, logger: false });
    try {
      const id = await createAccount(app, {
        email: values.email,
        password,
        firstName: values['first-name'] ?? (values.role === 'admin' ? 'Admin' : 'New'),
        lastName: values['last-name'] ?? 'User',
        role: values.role,
        emailVerified: true,
      });
      await recordAudit(app.db, {
        actorId: null,
        action: 'user.create',
        targetType: 'user',
        targetId: id,
        details: { role: values.role, via: 'cli' },
      });
      console.log(`Created ${values.role} ${values.email.trim().toLowerCase()} (id ${id}).`);
      if (!values.password && !process.env.NIVAAS_PASSWORD)
        console.log(`Password: ${password}  (change it after the first sign-in)`);
    } finally {
      await app.close();
    }
    return;
  }
  if (command === 'user-role') {
    const { values } = parseArgs({
      args: rest,
      options: { email: { type: 'string' }, role: { type: 'string' }, reason: { type: 'string' } },
    });
    if (!values.email || !isRole(values.role) || !values.reason?.trim())
      throw new UsageError('--email, a valid --role and a --reason are required.');
    const app = await buildApp({ config, logger: false });
    try {
      const email = values.email.trim().toLowerCase();
      const user = await app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      if (!user) throw new UsageError(`No account with the email ${email}.`);
      // The same rules and audit entry as the admin area, with no actor: the operator.
      const changed = await changeRole(app.deps, null, user.id, values.role, values.reason.trim());
      console.log(`${email} is now ${changed.role}.`);
    } finally {
      await app.close();
    }
    return;
  }
  throw new UsageError(command ? `Unknown command: ${command}` : 'No command given.');
}

class UsageError extends Error {}

/** The demo seed (with its planted scams) on a throwaway SQLite database, then the figures. */
async function measureOnFreshDemo() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nivaas-scam-measure-'));
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const app = await buildApp({
    config: loadConfig({ ...env, LOG_LEVEL: 'warn', DATA_DIR: dataDir }),
    logger: false,
  });
  try {
    await seedIfEmpty(app);
    return await measureScamSignals(app);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function generatePassword(): string {
  return `${crypto.randomUUID().replace(/-/g, '').slice(0, 14)}Aa1!`;
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`${message}${err instanceof UsageError ? `\n\n${USAGE}` : ''}`);
    process.exit(1);
  },
);
