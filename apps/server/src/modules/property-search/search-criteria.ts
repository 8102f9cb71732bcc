import {
  CITIES,
  findCity,
  findLocality,
  getStates,
  slugify,
  type City,
  type PropertyPinsQuery,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
import { findSavedLocation } from '../saved-locations/index';
import type { SearchCriteria, SearchOrigin } from './search-types';

export const SEARCH_MESSAGES = {
  nearNeedsCity: 'Choose a city to search near a locality',
  nearUnknown: 'Choose a locality in the selected city',
  sortNeedsOrigin: 'Choose a locality or a saved place to sort by distance',
  cursor: 'This page link has expired; start the search again',
  since: 'Give a date and time',
} as const;

const sameName = (a: string, b: string) => slugify(a) === slugify(b);

/**
 * The query in the dataset's own names, ready for SQL. `null` means nothing can match (an
 * unknown city or state is an empty result, not an error: links get shared and mistyped).
 * Errors are for what the caller must fix: a `near` we cannot place, another person's saved place.
 */
export async function resolveCriteria(
  deps: Pick<Deps, 'db'>,
  /** The search's filters (paging plays no part here). */
  query: PropertyPinsQuery,
  readCaller: () => Promise<RequestAuth | null>,
): Promise<{ criteria: SearchCriteria | null; origin: SearchOrigin | null }> {
  const saved = query.savedLocationId
    ? await savedOrigin(deps, readCaller, query.savedLocationId)
    : null;
  let state: string | undefined;
  if (query.state) {
    state = getStates().find((s) => sameName(s, query.state!));
    if (!state) return { criteria: null, origin: saved };
  }
  let city: City | undefined;
  if (query.city) {
    city = findCity(query.city);
    if (!city || (state && city.state !== state)) return { criteria: null, origin: saved };
  }
  const origin = saved ?? nearOrigin(city, query.near);
  if (query.sort === 'distance' && !origin)
    throw new AppError('invalid-argument', undefined, { sort: SEARCH_MESSAGES.sortNeedsOrigin });

  let places: SearchCriteria['places'];
  if (query.locality) {
    places = (city ? [city] : CITIES).flatMap((c) => {
      const locality = findLocality(c, query.locality!);
      return locality && (!state || c.state === state)
        ? [{ city: c.name, sublocality: locality.name }]
        : [];
    });
    if (places.length === 0) return { criteria: null, origin };
  }
  const criteria: SearchCriteria = {
    ...pick(query),
    ...(state ? { state } : {}),
    ...(city ? { city: city.name } : {}),
    ...(places ? { places } : {}),
    amenities: [...new Set(query.amenities ?? [])],
    origin,
    radiusKm: query.radiusKm,
  };
  return { criteria, origin };
}

function pick(q: PropertyPinsQuery): Partial<SearchCriteria> {
  const out: Partial<SearchCriteria> = {};
  if (q.listingType) out.listingType = q.listingType;
  if (q.type) out.type = q.type;
  if (q.minPrice !== undefined) out.minPrice = q.minPrice;
  if (q.maxPrice !== undefined) out.maxPrice = q.maxPrice;
  if (q.bedrooms !== undefined) out.bedrooms = q.bedrooms;
  if (q.bathrooms !== undefined) out.bathrooms = q.bathrooms;
  if (q.furnishing) out.furnishing = q.furnishing;
  if (q.petFriendly !== undefined) out.petFriendly = q.petFriendly;
  if (q.genderPreference) out.genderPreference = q.genderPreference;
  if (q.accommodationType) out.accommodationType = q.accommodationType;
  if (q.roomSharing) out.roomSharing = q.roomSharing;
  if (q.messAvailable !== undefined) out.messAvailable = q.messAvailable;
  if (q.verified) out.verified = true;
  if (q.availableBy) out.availableBy = q.availableBy;
  if (q.q) out.text = q.q;
  return out;
}

async function savedOrigin(
  deps: Pick<Deps, 'db'>,
  readCaller: () => Promise<RequestAuth | null>,
  id: string,
): Promise<SearchOrigin> {
  const caller = await readCaller();
  if (!caller) throw new AppError('unauthenticated');
  // Someone else's place reads as missing, as on the saved places' own routes.
  const place = await findSavedLocation(deps.db, caller.userId, id);
  if (!place) throw new AppError('saved-location.not-found');
  return { lat: Number(place.latitude), lng: Number(place.longitude), label: place.name };
}

function nearOrigin(city: City | undefined, near: string | undefined): SearchOrigin | null {
  if (!near) return null;
  if (!city)
    throw new AppError('invalid-argument', undefined, { near: SEARCH_MESSAGES.nearNeedsCity });
  const locality = findLocality(city, near);
  if (!locality)
    throw new AppError('invalid-argument', undefined, { near: SEARCH_MESSAGES.nearUnknown });
  return { lat: locality.lat, lng: locality.lng, label: `${locality.name}, ${city.name}` };
}
