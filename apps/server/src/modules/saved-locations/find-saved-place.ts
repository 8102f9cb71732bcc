import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findSavedLocation as findRow } from './saved-locations.repository';

/** A person's saved place as other modules use it: its name, where it is and its point. */
export interface SavedPlace {
  id: string;
  name: string;
  city: string | null;
  sublocality: string | null;
  latitude: number;
  longitude: number;
}

/** One of the person's own places by id; someone else's reads as missing. */
export async function findSavedLocation(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<SavedPlace | undefined> {
  const row = await findRow(db, userId, id);
  return (
    row && {
      id: row.id,
      name: row.name,
      city: row.city,
      sublocality: row.sublocality,
      latitude: row.latitude,
      longitude: row.longitude,
    }
  );
}
