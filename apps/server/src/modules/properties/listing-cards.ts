import type { Deps } from '../../plugins/events/deps';
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

/** Cards of the listings that exist among `ids` (a deleted one is simply absent). */
export async function listingCards(
  deps: Pick<Deps, 'db' | 'storage'>,
  ids: readonly string[],
): Promise<ListingCard[]> {
  const [listings, covers] = await Promise.all([
    listingSummaries(deps.db, ids),
    coversOf(deps.db, ids),
  ]);
  return listings.map((l) => {
    const cover = covers.find((c) => c.propertyId === l.id);
    return { ...l, coverUrl: cover ? deps.storage.url(cover.thumbnailKey) : null };
  });
}
