import type { Deps } from '../../plugins/events/deps';
import { fileFinding, type Finding } from './flag';
import {
  allListings,
  hashedPhotos,
  ownersPhones,
  phonesOnAccounts,
  priceOf,
} from './scam-signals.repository';
import { copiedFrom, lowPrice, MAX_ACCOUNTS_PER_PHONE } from './scam-signals.rules';

export interface ScanResult {
  listings: number;
  findings: Finding[];
  /** Reports filed by this scan (the others were flagged before). */
  filed: number;
}

const marketOf = (l: { city: string; type: string; listingType: string; bedrooms: number }) =>
  JSON.stringify([l.city, l.type, l.listingType, l.bedrooms]);

/**
 * Every listing and owner through the rules at once (the command line, the demo seed): the
 * markets are grouped in memory, each photo compared with every other owner's.
 */
export async function scanAll(deps: Pick<Deps, 'db' | 'clock'>): Promise<ScanResult> {
  const listings = await allListings(deps.db);
  const markets = new Map<string, { id: string; price: number }[]>();
  for (const l of listings) {
    const price = priceOf(l);
    if (price === null || price <= 0) continue;
    const key = marketOf(l);
    markets.set(key, [...(markets.get(key) ?? []), { id: l.id, price }]);
  }
  const findings: Finding[] = [];
  for (const listing of listings) {
    const price = priceOf(listing);
    const others = (markets.get(marketOf(listing)) ?? []).filter((m) => m.id !== listing.id);
    const low = lowPrice(
      price,
      others.map((m) => m.price),
    );
    if (low && price !== null)
      findings.push({ kind: 'price-below-median', listing, price, ...low });
  }

  const photos = await hashedPhotos(deps.db);
  const copied = new Set<string>();
  for (const photo of photos) {
    if (copied.has(photo.propertyId)) continue;
    const copy = copiedFrom(photo, photos);
    if (!copy) continue;
    copied.add(photo.propertyId);
    findings.push({
      kind: 'duplicate-photo',
      listing: { id: photo.propertyId, ownerId: photo.ownerId },
      photo,
      ...copy,
    });
  }

  const shared = await phonesOnAccounts(deps.db, MAX_ACCOUNTS_PER_PHONE + 1);
  for (const owner of await ownersPhones(deps.db)) {
    const accounts = shared.get(owner.phone);
    if (accounts) findings.push({ kind: 'shared-phone', userId: owner.id, accounts });
  }

  let filed = 0;
  for (const finding of findings) if (await fileFinding(deps, finding)) filed++;
  return { listings: listings.length, findings, filed };
}
