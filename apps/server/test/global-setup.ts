import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { createDb } from '../src/db/client';
import { migrateToLatest } from '../src/db/migrate';
import { databaseUrlOf } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Starts the name of every PostgreSQL database (and schema) this run makes. */
    pgSchemaPrefix: string;
    /** The run's migrated PostgreSQL database each test file's database is copied from. */
    pgTemplateDatabase: string;
  }
}

/** Runs older than this are over (or crashed); their databases are removed at the next start. */
const STALE_RUN_MS = 60 * 60 * 1000;

/** Drops the test databases and schemas (`t_…`) that `keep` does not keep. */
async function dropLeftovers(url: string, keep: (name: string) => boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Schemas: what runs before decision 075 made (one schema per test file).
    const schemas = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname like 't\\_%'",
    );
    for (const { name } of schemas.rows) {
      if (!keep(name)) await client.query(`drop schema if exists "${name}" cascade`);
    }
    const databases = await client.query<{ name: string }>(
      "select datname as name from pg_database where datname like 't\\_%'",
    );
    for (const { name } of databases.rows) {
      if (!keep(name)) await client.query(`drop database if exists "${name}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

/**
 * On PostgreSQL every test file works in a database of its own, a copy of one this run migrates
 * here once (CREATE DATABASE … TEMPLATE: milliseconds, where migrating took over a second per
 * file, decision 075). A file drops its database when it closes; what a crashed file left is
 * dropped when the run ends. Each run's names carry its start time, so a crashed run's leftovers
 * go next time.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const started = Date.now();
  const prefix = `t_${started.toString(36)}_${Math.random().toString(36).slice(2, 6)}_`;
  const template = `${prefix}template`;
  project.provide('pgSchemaPrefix', prefix);
  project.provide('pgTemplateDatabase', template);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  await dropLeftovers(url, (name) => {
    const time = parseInt(name.split('_')[1] ?? '', 36);
    return Number.isFinite(time) && started - time < STALE_RUN_MS;
  });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  await admin.end();
  const database = createDb({ databaseUrl: databaseUrlOf(url, template), dataDir: tmpdir() });
  try {
    await migrateToLatest(database);
  } finally {
    // No connection may stay open on a template while it is copied.
    await database.close();
  }
  return () => dropLeftovers(url, (name) => !name.startsWith(prefix));
}
