import type { Kysely } from 'kysely';
import type { EngineInfo } from '../dialect';

/** Indexes and columns the property search needs (keyset paging, price, distance, text). */
export async function up(_db: Kysely<unknown>, _e: EngineInfo): Promise<void> {
  // Filled in by the search work.
}
