import { COMMUTE_MODES, type CommuteMode, type SavedLocation } from '@nivaas/shared';
import type { SavedLocationRow } from './saved-locations.repository';

const isCommuteMode = (value: string): value is CommuteMode =>
  (COMMUTE_MODES as readonly string[]).includes(value);

export function toSavedLocation(row: SavedLocationRow): SavedLocation {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    sublocality: row.sublocality,
    point: { lat: Number(row.latitude), lng: Number(row.longitude) },
    commuteMode: isCommuteMode(row.commuteMode) ? row.commuteMode : 'public-transport',
    commuteTime: Number(row.commuteTime),
    radiusKm: Number(row.radiusKm),
    createdAt: row.createdAt,
  };
}
