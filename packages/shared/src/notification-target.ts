import { PROPERTY_NOTIFICATION_TYPES, type Notification } from './schemas/notification';

type Target = Pick<Notification, 'type' | 'propertyId' | 'senderId'> &
  Partial<Pick<Notification, 'data'>>;

const enc = encodeURIComponent;
const str = (data: Notification['data'] | undefined, key: string): string | null => {
  const value = data?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The owner's page of a listing, on one of its tabs (applications, stays, rent). */
const ownerListing = (propertyId: string | null, tab: string, fallback: string): string =>
  propertyId ? `/owner/properties/${enc(propertyId)}?tab=${tab}` : fallback;

/**
 * Where a click on a notification leads (spec section 2): the listing for the four property
 * kinds, the conversation for a message. Applications, stays and rent notices lead to where
 * the reader acts on them: an owner to the listing's tab, a seeker to their applications or
 * their home. Otherwise the full list. The server gives a push the same page (decision 063).
 */
export function notificationTarget(n: Target): string {
  if (PROPERTY_NOTIFICATION_TYPES.includes(n.type) && n.propertyId)
    return `/properties/${enc(n.propertyId)}`;
  switch (n.type) {
    case 'message':
      return n.senderId ? `/messages/${enc(n.senderId)}` : '/notifications';
    case 'applicationSubmitted':
      return ownerListing(n.propertyId, 'applications', '/owner/applications');
    case 'applicationApproved':
    case 'applicationRejected': {
      const id = str(n.data, 'applicationId');
      return id ? `/tenant/applications?id=${enc(id)}` : '/tenant/applications';
    }
    case 'bookingRequested':
      return ownerListing(n.propertyId, 'stays', '/owner');
    case 'bookingConfirmed':
      return '/tenant';
    case 'bookingCancelled':
      // The other side hears of it: the owner when the tenant cancelled, and the reverse.
      return str(n.data, 'cancelledBy') === 'tenant'
        ? ownerListing(n.propertyId, 'stays', '/owner')
        : '/tenant';
    case 'rentEscalationDue':
    case 'rentEscalationApplied':
      return str(n.data, 'recipientRole') === 'owner'
        ? ownerListing(n.propertyId, 'rent', '/owner')
        : '/tenant';
    case 'rentDueReminder':
      return '/tenant';
    case 'siteVisitRequested':
    case 'siteVisitConfirmed':
    case 'siteVisitDeclined':
    case 'siteVisitProposed':
    case 'siteVisitReminder':
      return '/visits';
    case 'savedSearchMatch':
      return n.propertyId ? `/properties/${enc(n.propertyId)}` : '/saved-searches';
    case 'savedSearchDigest': {
      // One search: its results; several: the list of them, each with its own run.
      const query = str(n.data, 'query');
      return query !== null && !/[#\s]/.test(query) ? `/properties?${query}` : '/saved-searches';
    }
    case 'roommateRequestReceived':
    case 'roommateRequestDeclined':
      return n.senderId ? `/roommates/profile/${enc(n.senderId)}` : '/roommates';
    case 'roommateRequestAccepted':
      // The accepter's direct thread with the reader.
      return n.senderId ? `/roommates/messages/${enc(n.senderId)}` : '/roommates/messages';
    case 'verificationApproved':
    case 'verificationRejected':
      return str(n.data, 'subjectType') === 'provider'
        ? '/service-provider/profile'
        : n.propertyId
          ? `/owner/properties/${enc(n.propertyId)}`
          : '/owner';
    case 'contentModerated': {
      const id = str(n.data, 'contentId');
      if (str(n.data, 'change') === 'deleted' || !id) return '/notifications';
      return str(n.data, 'contentType') === 'listing'
        ? `/properties/${enc(id)}`
        : '/roommates/edit-profile';
    }
    default:
      return '/notifications';
  }
}
