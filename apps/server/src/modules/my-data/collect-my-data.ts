import type { Deps } from '../../plugins/events/deps';
import { readPersonRecords } from './my-data.repository';

/** The file's format version: a reader can tell later layouts apart. */
export const MY_DATA_FORMAT = 'nivaas-my-data/1';

/** A push service's origin (https://fcm.googleapis.com): the rest of the URL names the browser. */
const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

const parsed = (text: string | null | undefined): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Every record about a person as one JSON document, in the sections the privacy page names
 * (docs/operations/privacy.md): what they told us, what they did, and what we noted about
 * their sign-ins. Photos and files appear as their addresses and names.
 */
export async function collectMyData(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  userId: string,
): Promise<Record<string, unknown>> {
  const r = await readPersonRecords(deps.db, userId);
  if (!r.profile) throw new Error('no such person');
  const { location, lastLoginLocation, languages, ...profile } = r.profile;
  const [amenities, nearby, rules] = r.listingLists;
  const listOf = (rows: { propertyId: string; value: string }[] | undefined, id: string) =>
    (rows ?? []).filter((row) => row.propertyId === id).map((row) => row.value);
  return {
    format: MY_DATA_FORMAT,
    exportedAt: deps.clock.now().toISOString(),
    profile: {
      ...profile,
      location: parsed(location),
      lastLoginLocation: parsed(lastLoginLocation),
      languages: parsed(languages),
      serviceAreas: r.serviceAreas.map((a) => a.area),
    },
    signIns: {
      methods: r.signInMethods,
      twoFactorEnabled: Boolean(r.twoFactor?.verified),
      sessions: r.sessions,
    },
    listings: r.listings.map((listing) => ({
      ...listing,
      amenities: listOf(amenities, listing.id),
      nearbyFacilities: listOf(nearby, listing.id),
      houseRules: listOf(rules, listing.id),
      photos: r.listingPhotos
        .filter((p) => p.propertyId === listing.id)
        .sort((a, b) => a.position - b.position)
        .map((p) => deps.storage.url(p.fullKey)),
    })),
    applications: r.applications.map((a) => ({
      ...a,
      fields: parsed(a.fields),
      answers: parsed(a.answers),
      documents: r.applicationDocuments.filter((d) => d.applicationId === a.id),
    })),
    tenantProfile: r.tenantProfile
      ? { ...r.tenantProfile, fields: parsed(r.tenantProfile.fields) }
      : null,
    stays: r.stays,
    rentNotices: r.rentNotices,
    messagesSent: r.messagesSent.map((m) => ({
      ...m,
      attachments: r.attachmentsSent.filter((a) => a.messageId === m.id),
    })),
    serviceBookings: r.bookings,
    serviceBookingChanges: r.bookingEvents,
    servicesOffered: r.services.map((s) => ({ ...s, locations: parsed(s.locations) })),
    reviews: { services: r.reviews, listings: r.comments, listingRatings: r.ratings },
    favourites: r.favourites,
    interests: r.interests,
    savedPlaces: r.savedPlaces,
    savedSearches: r.savedSearches,
    notifications: r.notifications,
    roommateProfile: r.roommateProfile
      ? {
          ...r.roommateProfile,
          preferredLocations: parsed(r.roommateProfile.preferredLocations),
          data: parsed(r.roommateProfile.data),
          roomPhotos: r.roomPhotos.map((p) => p.url),
        }
      : null,
    roommateRequests: r.roommateRequests,
    siteVisits: r.siteVisits.map(({ seekerId, ...visit }) => ({
      ...visit,
      seekerId,
      as: seekerId === userId ? 'visitor' : 'owner',
    })),
    pushSubscriptions: r.pushSubscriptions.map((s) => ({
      service: originOf(s.endpoint),
      createdAt: s.createdAt,
    })),
    pushKindsOff: r.pushSettings ? parsed(r.pushSettings.off) : [],
  };
}
