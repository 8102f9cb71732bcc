/**
 * URL slug of a city or locality name: 'Banjara Hills' → 'banjara-hills',
 * 'T. Nagar' → 't-nagar'. Diacritics are dropped so a pasted 'Mumbaī' still matches.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Key that lookups compare: case, spacing and punctuation are ignored, so 'T Nagar',
 * 't. nagar' and the slug 't-nagar' all find 'T. Nagar'.
 */
export const lookupKey = (name: string): string => slugify(name).replace(/-/g, '');

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
