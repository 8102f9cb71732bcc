import type { Deps } from '../../plugins/events/deps';
import { isHidden } from './properties.policy';
import { listingSummaries } from './properties.repository';
import { coversOf } from './property-images.repository';

/** A listing as a line elsewhere shows it: its title, place, owner and cover thumbnail. */
export interface ListingCard {
  id: string;
  title: string;
  city: string;
  sublocality: string;
  ownerId: string;
  coverUrl: string | null;
}

/**
 * Cards of the listings that exist among `ids` (a deleted one is simply absent), as `viewerId`
 * sees them: a hidden listing's cover only its owner sees, as its photo files load for no one
 * else (a thread opened before it was hidden keeps its title and place, without the photo).
 */
export async function listingCards(
  deps: Pick<Deps, 'db' | 'storage'>,
  ids: readonly string[],
  viewerId?: string,
): Promise<ListingCard[]> {
  const [listings, covers] = await Promise.all([
    listingSummaries(deps.db, ids),
    coversOf(deps.db, ids),
  ]);
  return listings.map(({ status, hiddenByAdminAt, ownerSuspended, heldForReview, ...l }) => {
    const cover = covers.find((c) => c.propertyId === l.id);
    const hidden = isHidden({ status, hiddenByAdminAt, ownerSuspended, heldForReview });
    const shown = cover && (!hidden || l.ownerId === viewerId);
    return { ...l, coverUrl: shown ? deps.storage.url(cover.thumbnailKey) : null };
  });
}
