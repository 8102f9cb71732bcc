import type { TestProject } from 'vitest/node';
import pg from 'pg';

declare module 'vitest' {
  export interface ProvidedContext {
    pgSchemaPrefix: string;
  }
}

/** Runs older than this are over (or crashed); their schemas are removed at the next start. */
const STALE_RUN_MS = 60 * 60 * 1000;

async function dropSchemas(url: string, keep: (name: string) => boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname like 't\\_%'",
    );
    for (const { name } of rows) {
      if (!keep(name)) await client.query(`drop schema if exists "${name}" cascade`);
    }
  } finally {
    await client.end();
  }
}

/**
 * On PostgreSQL every test file works in schemas of its own. They are dropped when the whole run
 * ends, not as each file closes: dropping a schema while another worker's migrator lists the
 * tables of every schema (Kysely's introspection) fails that migrator with "schema does not
 * exist". Each run's schemas carry its start time, so a crashed run's leftovers go next time.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const started = Date.now();
  const prefix = `t_${started.toString(36)}_${Math.random().toString(36).slice(2, 6)}_`;
  project.provide('pgSchemaPrefix', prefix);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  await dropSchemas(url, (name) => {
    const time = parseInt(name.split('_')[1] ?? '', 36);
    return Number.isFinite(time) && started - time < STALE_RUN_MS;
  });
  return () => dropSchemas(url, (name) => !name.startsWith(prefix));
}
