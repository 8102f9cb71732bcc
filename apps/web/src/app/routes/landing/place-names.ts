import { useTranslation } from 'react-i18next';

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

/** Institutes people write in capitals (college landing pages: /roommates/iit-hyderabad). */
const ACRONYMS = new Set([
  'iit',
  'iiit',
  'iim',
  'nit',
  'bits',
  'vit',
  'srm',
  'jntu',
  'aiims',
  'jnu',
  'du',
  'mit',
]);

/** 'new-delhi' → 'New Delhi', 'iit-hyderabad' → 'IIT Hyderabad': a readable name from a URL slug. */
export function fromSlug(slug: string): string {
  return slug
    .replace(/[-_+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((word) =>
      ACRONYMS.has(word.toLowerCase())
        ? word.toUpperCase()
        : word.replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
    )
    .join(' ');
}

/** The city's name in the reader's language when we know it, else its slug made readable. */
export function useCityName(slug: string): string {
  const { t } = useTranslation();
  const key = slug.toLowerCase();
  return (FEATURED_CITIES as readonly string[]).includes(key) ? t(`cities.${key}`) : fromSlug(slug);
}
