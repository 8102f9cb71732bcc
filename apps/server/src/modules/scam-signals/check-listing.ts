import type { Deps } from '../../plugins/events/deps';
import { fileFinding, type Finding } from './flag';
import {
  comparablePrices,
  findListing,
  hashedPhotos,
  phoneOf,
  priceOf,
} from './scam-signals.repository';
import { copiedFrom, lowPrice, phoneShared } from './scam-signals.rules';

/**
 * Runs the three rules on one listing after it was created, edited or given photos, and files
 * an automatic report for each that fires (once per listing or owner and kind). Returns what
 * fired, filed now or before.
 */
export async function checkListing(
  deps: Pick<Deps, 'db' | 'clock'>,
  propertyId: string,
): Promise<Finding[]> {
  const listing = await findListing(deps.db, propertyId);
  if (!listing) return [];
  const findings: Finding[] = [];
  const price = priceOf(listing);
  const low = lowPrice(price, await comparablePrices(deps.db, listing));
  if (low && price !== null) findings.push({ kind: 'price-below-median', listing, price, ...low });

  const mine = await hashedPhotos(deps.db, propertyId);
  if (mine.length) {
    const all = await hashedPhotos(deps.db);
    for (const photo of mine) {
      const copy = copiedFrom(photo, all);
      if (!copy) continue;
      findings.push({ kind: 'duplicate-photo', listing, photo, ...copy });
      break;
    }
  }

  const { accounts } = await phoneOf(deps.db, listing.ownerId);
  if (phoneShared(accounts))
    findings.push({ kind: 'shared-phone', userId: listing.ownerId, accounts });

  for (const finding of findings) await fileFinding(deps, finding);
  return findings;
}
