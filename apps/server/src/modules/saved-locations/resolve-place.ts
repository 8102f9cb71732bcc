import {
  findCity,
  findLocality,
  isInIndia,
  SAVED_LOCATION_MESSAGES,
  type GeoPoint,
} from '@nivaas/shared';
import { AppError } from '../../lib/app-error';

export interface PlaceInput {
  city: string | null;
  sublocality: string | null;
  point: GeoPoint | null;
}

export interface Place {
  city: string | null;
  sublocality: string | null;
  latitude: number;
  longitude: number;
}

const refuse = (field: 'city' | 'sublocality' | 'point') =>
  new AppError('invalid-argument', undefined, { [field]: SAVED_LOCATION_MESSAGES.place });

/** ~11 cm: more digits than a map click carries would only pretend to precision. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * Where a saved place is. A locality of the dataset wins (spelt as the dataset spells it, at its
 * coordinates); otherwise a point on the map, which must lie in India. City without locality, or
 * a locality without its city, is not a place: the field that is wrong carries the message, and
 * a request with no place at all gets it on `city`.
 */
export function resolvePlace(input: PlaceInput): Place {
  const cityName = input.city?.trim() || null;
  const localityName = input.sublocality?.trim() || null;
  if (cityName || localityName) {
    const city = cityName ? findCity(cityName) : undefined;
    if (!city) throw refuse('city');
    const locality = localityName ? findLocality(city, localityName) : undefined;
    if (!locality) throw refuse('sublocality');
    return {
      city: city.name,
      sublocality: locality.name,
      latitude: locality.lat,
      longitude: locality.lng,
    };
  }
  if (!input.point) throw refuse('city');
  const { lat, lng } = input.point;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !isInIndia({ lat, lng }))
    throw refuse('point');
  return { city: null, sublocality: null, latitude: round6(lat), longitude: round6(lng) };
}
