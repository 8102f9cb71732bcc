import type { ColumnDataType, Kysely } from 'kysely';
import { sql } from 'kysely';

/** Every difference between SQLite and PostgreSQL lives here. */
export type Engine = 'sqlite' | 'postgres';

export interface EngineInfo {
  engine: Engine;
  /** Column type for Better Auth's Date fields. */
  authTimestamp: ColumnDataType;
  /** Column type for booleans (SQLite stores 0/1). */
  boolean: ColumnDataType;
  /** Auto-increment integer primary key. */
  serial: 'integer' | 'serial';
}

export const engineInfo = (engine: Engine): EngineInfo =>
  engine === 'postgres'
    ? { engine, authTimestamp: 'timestamptz', boolean: 'boolean', serial: 'serial' }
    : { engine, authTimestamp: 'text', boolean: 'integer', serial: 'integer' };

/** Auth timestamps come back as Date (PostgreSQL) or ISO text (SQLite). */
export const toIso = (value: Date | string | null | undefined): string => {
  if (value == null || value === '') return '';
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
};

export const toBool = (value: boolean | number | null | undefined): boolean =>
  value === true || value === 1;

export const nowIso = (): string => new Date().toISOString();

/** Cheap liveness probe for health checks. */
export async function ping<T>(db: Kysely<T>): Promise<void> {
  await sql`select 1`.execute(db);
}
