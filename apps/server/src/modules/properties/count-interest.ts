import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  decrementInterestedCount,
  incrementInterestedCount,
  interestedCountOf,
} from './properties.repository';

/**
 * The listing's count of interested people, kept on the listing for its cards and pages. The
 * interests module records or takes back a person's interest and moves the count here, in its
 * own transaction (`trx`), so the two never disagree. Returns the new count.
 */
export function countInterest(
  trx: Kysely<Database>,
  propertyId: string,
  change: 'added' | 'removed' | 'unchanged',
): Promise<number> {
  if (change === 'added') return incrementInterestedCount(trx, propertyId);
  if (change === 'removed') return decrementInterestedCount(trx, propertyId);
  return interestedCountOf(trx, propertyId);
}
