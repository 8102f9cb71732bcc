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
