// npm run seed:bulk -- --properties 100000: realistic listings in the configured database
// (SQLite under DATA_DIR, or PostgreSQL at DATABASE_URL), for trying search at scale.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { bulkOwners, insertBulkListings } from './bulk-listings';

async function main() {
  const { values } = parseArgs({
    options: { properties: { type: 'string', default: '1000' }, seed: { type: 'string' } },
  });
  const count = Number(values.properties);
  if (!Number.isInteger(count) || count <= 0 || count > 5_000_000)
    throw new Error('--properties must be a whole number from 1 to 5000000.');
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const app = await buildApp({ config, logger: false });
  try {
    const started = performance.now();
    const owners = await bulkOwners(app);
    await insertBulkListings(app, {
      count,
      owners,
      ...(values.seed ? { seed: Number(values.seed) } : {}),
      ...(config.databaseUrl ? {} : { sqliteFile: path.join(config.dataDir, 'nivaas.db') }),
      onProgress: (n) => process.stdout.write(`\r${n.toLocaleString('en-IN')} listings`),
    });
    // Planner statistics for the new rows: search plans are chosen from them (decision 010).
    await sql.raw('analyze').execute(app.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = config.databaseUrl ? 'PostgreSQL' : path.join(config.dataDir, 'nivaas.db');
    console.log(`\nAdded ${count.toLocaleString('en-IN')} listings to ${where} in ${seconds} s.`);
  } finally {
    await app.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
