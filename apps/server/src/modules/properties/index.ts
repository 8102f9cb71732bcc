import type { Deps } from '../../plugins/events/deps';
import { onAccountErasing } from './on-account-erasing';
import { onMessageSent } from './on-message-sent';
import { publishAfterCommit } from './publish-after-commit';
import './properties.events';

/**
 * The properties module's face: what other modules may use of it. Others find a listing
 * as a `ListingRecord` (`findViewableProperty` when a caller acts around it, `findListing` or
 * `readListing` otherwise) and judge it with the policy's checks; they present listing rows with `presentProperties`; a rent set by
 * another slice goes through `changePropertyRent`, so seekers hear of it as of an owner's edit.
 * Its events (`property.created`, `property.changed`, `property.erasing`, `property.deleted`) are
 * declared in properties.events.ts.
 */
export { propertiesRoutes } from './properties.routes';
export { propertyImagesRoutes } from './property-images.routes';
export { publicListingRoutes } from './public-listing.routes';
export { getPublicListing } from './get-public-listing';
export { findViewableProperty, findListing } from './load-property';
export { houseRulesOf } from './house-rules';
export { readListing, type ListingRecord } from './listing-record';
export type { PropertyInsert, PropertyLists } from './properties.repository';
export type { PropertyImageInsert } from './property-images.repository';
export { canChangeProperty, canViewProperty } from './properties.policy';
export { presentProperties } from './present-properties';
export { toProperty, toColumns, listsOf } from './present-property';
export { toPropertyImage, loadListingPhoto } from './present-property-image';
export { listingCards, type ListingCard } from './listing-cards';
export { listingFacts, type ListingFacts } from './properties.events';
export type { ImageVariants, HashedImageVariants } from './property-image-variants';
export { changePropertyRent } from './change-property-rent';
export { countInterest } from './count-interest';
export { listingsOfOwner } from './listings-of-owner';
export { approximatePoint, guardAddresses } from './address-privacy';
export { removeProperty } from './delete-property';
export { retireProperty } from './retire-property';
export { changePropertyStatus } from './change-property-status';
export { OPEN_LISTING, SHOWN_LISTING, PUBLIC_LISTING } from './public-listings';
export {
  setOwnerListingsSuspended,
  setPropertyHiddenByAdmin,
  setListingHeldForReview,
  setListingOwnerVerified,
  type AdminHide,
} from './moderate-properties';

/**
 * After commit, open tabs hear of new, changed and deleted listings; a message sent shares the
 * sender's exact addresses with its receiver.
 */
export function subscribe(deps: Pick<Deps, 'bus' | 'realtime' | 'clock'>): void {
  publishAfterCommit(deps);
  onMessageSent(deps);
  onAccountErasing(deps);
}
export {
  openLandingPages,
  landingListings,
  openListingPaths,
  type LandingPage,
  type LandingListing,
} from './landing-pages';
