import type { DuplicatePhotoDetails, MatchedPhoto, ReportPhotoMatch } from '@nivaas/shared';
import type { Deps } from '../../plugins/events/deps';
import { loadListingPhoto } from '../properties/index';
import { findReportTarget } from './report-targets';

async function matchedPhoto(
  deps: Pick<Deps, 'db' | 'storage'>,
  propertyId: string,
  imageId: string,
): Promise<MatchedPhoto> {
  const [listing, image] = await Promise.all([
    findReportTarget(deps, 'listing', propertyId),
    loadListingPhoto(deps, propertyId, imageId),
  ]);
  return { propertyId, title: listing?.title ?? null, url: listing?.url ?? null, image };
}

/** The two photos of a duplicate-photo flag, each beside a link to its listing. */
export async function photoMatch(
  deps: Pick<Deps, 'db' | 'storage'>,
  listingId: string,
  details: DuplicatePhotoDetails,
): Promise<ReportPhotoMatch> {
  const [photo, other] = await Promise.all([
    matchedPhoto(deps, listingId, details.imageId),
    matchedPhoto(deps, details.otherPropertyId, details.otherImageId),
  ]);
  return { photo, other };
}
