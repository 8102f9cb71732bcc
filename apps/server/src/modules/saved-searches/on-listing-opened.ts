import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Emit } from '../../plugins/events/app-events';
import type { Deps } from '../../plugins/events/deps';
import { readListing, type ListingRecord } from '../properties/index';
import { findMatchingSearches } from './find-matching-searches';
import type { ListingToMatch } from './saved-search-criteria';
import { alreadyAlerted, amenitiesOf, insertAlerts } from './saved-searches.repository';
import './saved-searches.events';

const OPEN = new Set(['available', 'vacant']);

const toMatch = (
  { rent, salePrice, deposit: _deposit, hidden: _hidden, status: _status, ...p }: ListingRecord,
  amenities: string[],
): ListingToMatch => ({
  ...p,
  price: p.listingType === 'sale' ? salePrice : rent,
  amenities,
});

/**
 * Alerts the saved searches a listing matches, in the listing's transaction, so an alert exists
 * exactly when the listing opened: instant ones are announced (bell and mail), daily ones wait
 * for the digest. One alert per search and listing, ever.
 */
export async function alertMatchingSearches(
  ctx: { trx: Kysely<Database>; emit: Emit },
  propertyId: string,
  at: string,
): Promise<void> {
  const property = await readListing(ctx.trx, propertyId);
  if (!property || !OPEN.has(property.status) || property.hidden) return;
  const matches = await findMatchingSearches(
    ctx.trx,
    toMatch(property, await amenitiesOf(ctx.trx, propertyId)),
  );
  const seen = await alreadyAlerted(
    ctx.trx,
    propertyId,
    matches.map((m) => m.id),
  );
  const fresh = matches.filter((m) => !seen.has(m.id));
  if (fresh.length === 0) return;
  await insertAlerts(
    ctx.trx,
    fresh.map((m) => ({
      savedSearchId: m.id,
      propertyId,
      userId: m.userId,
      mode: m.alertMode === 'daily' ? ('daily' as const) : ('instant' as const),
      createdAt: at,
      mailedAt: m.alertMode === 'daily' ? null : at,
    })),
  );
  const firstPerPerson = new Map<string, (typeof fresh)[number]>();
  for (const m of fresh)
    if (m.alertMode === 'instant' && !firstPerPerson.has(m.userId)) firstPerPerson.set(m.userId, m);
  if (firstPerPerson.size === 0) return;
  ctx.emit('saved-search.matched', {
    propertyId,
    propertyTitle: property.title,
    city: property.city,
    at,
    matches: [...firstPerPerson.values()].map((m) => ({
      userId: m.userId,
      savedSearchId: m.id,
      searchName: m.name,
    })),
  });
}

/** A listing published open, or becoming available again, is news to matching saved searches. */
export function onListingOpened(deps: Pick<Deps, 'bus' | 'clock'>): void {
  deps.bus.onInTransaction('property.created', async (event, ctx) => {
    if (!OPEN.has(event.status)) return;
    await alertMatchingSearches(ctx, event.propertyId, deps.clock.now().toISOString());
  });
  deps.bus.onInTransaction('property.changed', async (event, ctx) => {
    if (OPEN.has(event.before.status) || !OPEN.has(event.after.status)) return;
    await alertMatchingSearches(ctx, event.propertyId, deps.clock.now().toISOString());
  });
}
