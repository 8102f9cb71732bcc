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

// One reading of a slug for the page and for the head tags the server sends.
export { fromSlug };
