import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ListingKeys } from './saved-searches.repository';
import * as savedSearches from './saved-searches.repository';

/**
 * The database's plan for the statement that finds the saved searches a listing may match
 * (for the benchmark, scripts/bench-saved-searches.ts, to show the index is used).
 */
export const explainCandidates = (
  db: Kysely<Database>,
  engine: 'sqlite' | 'postgres',
  keys: ListingKeys,
): Promise<string> => savedSearches.explainCandidates(db, engine, keys);
