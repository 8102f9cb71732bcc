import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { Property } from '@nivaas/shared';
import type { Database } from '../../db/schema';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import { canChangeProperty } from './properties.policy';

/**
 * A listing's exact address (flat, building, the owner's map link and pin) is for its owner,
 * admins and the people the owner has written to (issue "Hardening", item 12). Everyone else
 * reads the locality, the landmark and a point somewhere within APPROXIMATE_RADIUS_M of the
 * home: the pin is moved onto a ~500 m grid and then by a fixed offset drawn from the listing's
 * id, so the same listing always shows the same point and repeated reads reveal nothing more.
 */
export const APPROXIMATE_RADIUS_M = 800;
const GRID_DEG = 0.005;
const OFFSET_DEG = 0.0015;

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

export function approximatePoint(
  id: string,
  point: { lat: number; lng: number },
): { lat: number; lng: number } {
  const hash = createHash('sha256').update(`nivaas-approximate:${id}`).digest();
  const offset = (byte: number) => ((hash.readUInt16BE(byte) / 0xffff) * 2 - 1) * OFFSET_DEG;
  const snap = (n: number) => Math.round(n / GRID_DEG) * GRID_DEG;
  return { lat: round6(snap(point.lat) + offset(0)), lng: round6(snap(point.lng) + offset(2)) };
}

/** The listing as people without the exact address read it. */
export function withoutExactAddress<T extends Property>(property: T): T {
  return Object.assign(property, {
    address: '',
    googleMapsLink: '',
    location: property.location && approximatePoint(property.id, property.location),
    exactAddress: false,
  });
}

/** Whether `caller` reads the exact address of listings owned by `ownerId`. */
export async function readsExactAddress(
  db: Kysely<Database>,
  caller: RequestAuth | null,
  ownerId: string,
): Promise<boolean> {
  if (!caller) return false;
  if (canChangeProperty(caller, ownerId)) return true;
  const share = await db
    .selectFrom('address_shares')
    .select('ownerId')
    .where('ownerId', '=', ownerId)
    .where('userId', '=', caller.userId)
    .executeTakeFirst();
  return share !== undefined;
}

/**
 * Listings in a list (search, favourites, similar homes), in place: lists show the locality,
 * so only the caller's own listings (all of them for admins) keep their exact address there;
 * the listing's own page is where a shared address is read (`readsExactAddress`).
 */
export function guardAddresses<T extends Property>(
  caller: RequestAuth | null,
  properties: T[],
): T[] {
  for (const property of properties)
    if (!caller || !canChangeProperty(caller, property.ownerId)) withoutExactAddress(property);
  return properties;
}
