import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as properties from './properties.repository';

/** A listing's house rules in the owner's order (a rental agreement quotes them). */
export const houseRulesOf = (db: Kysely<Database>, propertyId: string): Promise<string[]> =>
  properties.houseRulesOf(db, propertyId);
