import './admin-content.events';

/** Moderation of listings, roommate profiles and services; its event (`content.moderated`) tells owners. */
export { adminContentRoutes } from './admin-content.routes';
export { setListingHidden } from './moderate-property';
export type { ContentModeratedEvent } from './admin-content.events';
