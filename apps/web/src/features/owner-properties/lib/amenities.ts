import { COMMON_AMENITIES } from '@nivaas/shared';

export { amenityKey } from '@nivaas/shared';
/** The chips of the form: the common amenities (labels in the `property` namespace). */
export const SUGGESTED_AMENITIES = COMMON_AMENITIES;

/** Toggles a suggested amenity, keeping the owner's order and their own entries. */
export function toggleAmenity(list: readonly string[], value: string): string[] {
  const lower = value.toLowerCase();
  return list.some((v) => v.toLowerCase() === lower)
    ? list.filter((v) => v.toLowerCase() !== lower)
    : [...list, value];
}
