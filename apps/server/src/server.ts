import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { MigrationError } from './db/migrate';
import { seedIfEmpty } from './seed/seed';
import {
  DEMO_ADMIN_BACKUP_CODES,
  DEMO_ADMIN_TOTP_SECRET,
  demoAdminOtpauthUri,
} from './seed/demo-two-factor';
import { DEMO_PHONE_ACCOUNT } from './seed/demo-phone';

/** Listens and shuts down gracefully; everything else is in app.ts. */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (config.seedDemo) await seedIfEmpty(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ ms: Date.now() - started }, 'ready');
  printBanner(config.publicUrl, config.seedDemo, app.sms.kind);
}

function printBanner(url: string, seeded: boolean, sms: 'msg91' | 'outbox') {
  const lines = [`\n  Nivaas is running at ${url}\n`];
  if (seeded) {
    lines.push('  Demo accounts (password: Nivaas@2026):');
    lines.push('    Seeker            seeker@nivaas.demo');
    lines.push('    Owner             owner@nivaas.demo');
    lines.push('    Service Provider  provider@nivaas.demo');
    lines.push('    Admin             admin@nivaas.demo');
    lines.push(
      '  The admin signs in with two-step verification (a demo-only secret, never for real use):',
    );
    lines.push(
      `    In an authenticator app, add a key by hand: ${DEMO_ADMIN_TOTP_SECRET} (time based)`,
    );
    lines.push(`    or open this link on the phone: ${demoAdminOtpauthUri('admin@nivaas.demo')}`);
    lines.push(
      `    Without an app, one backup code (each works once): ${DEMO_ADMIN_BACKUP_CODES[0]}`,
    );
    lines.push(
      `  Signs in by mobile number only (a code by SMS): ${DEMO_PHONE_ACCOUNT.phoneNumber}`,
    );
    lines.push(
      `  Mails (verification, password reset) land in the dev outbox: ${url}/dev/outbox\n`,
    );
  }
  if (sms === 'outbox')
    lines.push(
      `  No SMS provider is set (MSG91_AUTH_KEY): sign-in codes by SMS land in the dev outbox: ${url}/dev/outbox\n`,
    );
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof MigrationError) {
    process.stderr.write(`\nNivaas could not start.\n${err.message}\n\n`);
  } else {
    process.stderr.write(
      `\nNivaas could not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
