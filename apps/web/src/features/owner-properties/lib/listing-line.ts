import type { Property } from '@nivaas/shared';

/** "2 BHK · Indiranagar, Bengaluru": the size (when it has one) and the place. */
export function listingLine(
  property: Pick<Property, 'sublocality' | 'city'>,
  size: string,
  typeLabel: string,
): string {
  const place = [property.sublocality, property.city].filter(Boolean).join(', ');
  return [size || typeLabel, place].filter(Boolean).join(' · ');
}
