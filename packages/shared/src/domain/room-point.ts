import { CITIES } from '../cities/dataset';
import type { GeoPoint } from '../cities/types';

/**
 * Where a roommate's room shows on a map: the centre of the locality of `city` that
 * `roomLocation` names (the longest name found, so "Banjara Hills Road 12" is Banjara Hills,
 * not a shorter name inside it), else the city's centre. Never finer than a
 * locality: the exact address stays between the two people. Null for a city not in the dataset.
 */
export function roomPoint(
  city: string | undefined,
  roomLocation: string | undefined,
): GeoPoint | null {
  if (!city) return null;
  const c = CITIES.find((x) => x.name.toLowerCase() === city.trim().toLowerCase());
  if (!c) return null;
  const text = (roomLocation ?? '').toLowerCase();
  const named = c.localities
    .filter((l) => text.includes(l.name.toLowerCase()))
    .sort((a, b) => b.name.length - a.name.length)[0];
  if (named) return { lat: named.lat, lng: named.lng };
  return { lat: c.centre.lat, lng: c.centre.lng };
}
