import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/** What a migration file exports. */
export interface MigrationModule {
  up(db: Kysely<unknown>, engine: EngineInfo): Promise<void>;
}

/** A migration's file in this folder: its three-digit number, a dash and its name (`044-service-visiting-charge.ts`). */
export const MIGRATION_FILE = /^(\d{3}-[a-z0-9-]+)\.ts$/;

/**
 * The names the server's build found in this folder (apps/server/build.mjs defines it: the
 * built server is one file, without the folder to read). Under tsx and the tests it is not
 * defined, and the folder is read.
 */
declare const NIVAAS_MIGRATION_NAMES: readonly string[] | undefined;

/** Every migration's name (its file name without `.ts`), in the order they run. */
export function migrationNames(): string[] {
  const names =
    typeof NIVAAS_MIGRATION_NAMES !== 'undefined'
      ? NIVAAS_MIGRATION_NAMES
      : readdirSync(fileURLToPath(new URL('.', import.meta.url))).flatMap(
          (file) => MIGRATION_FILE.exec(file)?.[1] ?? [],
        );
  return [...names].sort();
}

/**
 * The migrations by name. A new migration is its file, nothing else: `./${name}.ts` is found by
 * the build (esbuild bundles every file of this folder such an import can name), by tsx and by
 * the tests (Vite is told not to rewrite it, which it would refuse for a module's own folder).
 */
export async function loadMigrations(): Promise<Record<string, MigrationModule>> {
  const names = migrationNames();
  const modules = await Promise.all(
    names.map((name) => import(/* @vite-ignore */ `./${name}.ts`) as Promise<MigrationModule>),
  );
  return Object.fromEntries(names.map((name, i) => [name, modules[i]!]));
}
