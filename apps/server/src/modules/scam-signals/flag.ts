import { fileAutomaticReport } from '../reports/index';
import type { Deps } from '../../plugins/events/deps';
import { explain, SIGNAL, type HashedPhoto } from './scam-signals.rules';
import type { PricedListing } from './scam-signals.repository';

/** What the rules found; each entry files at most one report per item and kind. */
export type Finding =
  | {
      kind: 'price-below-median';
      listing: PricedListing;
      price: number;
      median: number;
      count: number;
    }
  | {
      kind: 'duplicate-photo';
      listing: { id: string; ownerId: string };
      /** The listing's photo that copies `original`. */
      photo: HashedPhoto;
      original: HashedPhoto;
      distance: number;
    }
  | { kind: 'shared-phone'; userId: string; accounts: number };

/** Files the finding as an automatic report; true when it is new. */
export function fileFinding(deps: Pick<Deps, 'db' | 'clock'>, f: Finding): Promise<boolean> {
  switch (f.kind) {
    case 'price-below-median': {
      const { listing } = f;
      const what = `${listing.city}, ${listing.type}, ${listing.bedrooms} bedrooms, ${listing.listingType}`;
      return fileAutomaticReport(deps, {
        targetType: 'listing',
        targetId: listing.id,
        targetOwnerId: listing.ownerId,
        signal: SIGNAL.lowPrice,
        explanation: explain.lowPrice(f.price, f, what),
      });
    }
    case 'duplicate-photo':
      return fileAutomaticReport(deps, {
        targetType: 'listing',
        targetId: f.listing.id,
        targetOwnerId: f.listing.ownerId,
        signal: SIGNAL.duplicatePhoto,
        explanation: explain.duplicatePhoto(f.original, f.distance),
        details: {
          kind: 'duplicate-photo',
          imageId: f.photo.imageId,
          otherPropertyId: f.original.propertyId,
          otherImageId: f.original.imageId,
          bitsDiffer: f.distance,
        },
      });
    case 'shared-phone':
      return fileAutomaticReport(deps, {
        targetType: 'user',
        targetId: f.userId,
        targetOwnerId: f.userId,
        signal: SIGNAL.sharedPhone,
        explanation: explain.sharedPhone(f.accounts),
      });
  }
}
