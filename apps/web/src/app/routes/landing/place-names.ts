import { fromSlug } from '@nivaas/shared';

/** A few major cities for the home search until the full city dataset lands. */
export const FEATURED_CITIES = [
  'hyderabad',
  'bengaluru',
  'chennai',
  'mumbai',
  'pune',
  'vijayawada',
  'visakhapatnam',
  'guntur',
] as const;

export type FeaturedCity = (typeof FEATURED_CITIES)[number];

export const isFeaturedCity = (slug: string): slug is FeaturedCity =>
  (FEATURED_CITIES as readonly string[]).includes(slug);

// One reading of a slug for the page and for the head tags the server sends.
export { fromSlug };
