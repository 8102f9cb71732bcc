import { useTranslation } from 'react-i18next';
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

/** The city's name in the reader's language when we know it, else its slug made readable. */
export function useCityName(slug: string): string {
  const { t } = useTranslation();
  const key = slug.toLowerCase();
  return (FEATURED_CITIES as readonly string[]).includes(key) ? t(`cities.${key}`) : fromSlug(slug);
}
