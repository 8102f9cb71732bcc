import type { Kysely } from 'kysely';
import { toBool } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { Emit } from '../../plugins/events/app-events';
import type { Deps } from '../../plugins/events/deps';
import { findProperty, type PropertyRow } from '../properties/index';
import { findMatchingSearches } from './find-matching-searches';
import type { ListingToMatch } from './saved-search-criteria';
import { alreadyAlerted, amenitiesOf, insertAlerts } from './saved-searches.repository';
import './saved-searches.events';

const OPEN = new Set(['available', 'vacant']);

const shown = (p: PropertyRow) =>
  OPEN.has(p.status) &&
  p.hiddenByAdminAt === null &&
  !toBool(p.ownerSuspended) &&
  !toBool(p.heldForReview);

const toMatch = (p: PropertyRow, amenities: string[]): ListingToMatch => ({
  id: p.id,
  ownerId: p.ownerId,
  title: p.title,
  description: p.description,
  listingType: p.listingType,
  type: p.type,
  state: p.state,
  city: p.city,
  sublocality: p.sublocality,
  latitude: p.latitude,
  longitude: p.longitude,
  price: p.listingType === 'sale' ? (p.salePrice === null ? null : Number(p.salePrice)) : p.rent,
  bedrooms: p.bedrooms,
  bathrooms: p.bathrooms,
  furnishing: p.furnishing,
  petFriendly: toBool(p.isPetFriendly),
  genderPreference: p.genderPreference,
  accommodationType: p.accommodationType,
  roomSharing: p.roomSharing,
  messAvailable: toBool(p.messAvailability),
  ownerVerified: p.ownerVerifiedAt !== null && p.ownerVerifiedAt !== undefined,
  availableFrom: p.availableFrom,
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
  const property = await findProperty(ctx.trx, propertyId);
  if (!property || !shown(property)) return;
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
