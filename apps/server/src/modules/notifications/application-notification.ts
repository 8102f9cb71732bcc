import type { Notification } from '@nivaas/shared';

/** What the web app words an application notification from, in the reader's language. */
export const applicationData = (event: {
  applicationId: string;
  propertyTitle: string;
}): Notification['data'] => ({
  applicationId: event.applicationId,
  propertyTitle: event.propertyTitle,
});

/** Where each side acts on an application: the owner's listing page, the seeker's list. */
export const OWNER_APPLICATION_PAGE = (event: { propertyId: string }): string =>
  `/owner/properties/${event.propertyId}`;
export const TENANT_APPLICATIONS_PAGE = '/tenant/applications';
