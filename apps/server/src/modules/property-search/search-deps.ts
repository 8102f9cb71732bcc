import type { Engine } from '../../db/dialect';
import type { Deps } from '../../plugins/events/deps';

/** What a search reads with: the database, the engine its SQL is written for, and file URLs. */
export type SearchDeps = Pick<Deps, 'db' | 'storage'> & { engine: Engine };
