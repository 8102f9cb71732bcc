import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { MigrationError } from './db/migrate';
import { seedIfEmpty } from './seed/seed';
import { startBanner } from './start-banner';

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
  process.stdout.write(
    startBanner({ url: config.publicUrl, seeded: config.seedDemo, sms: app.sms.kind }),
  );
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
