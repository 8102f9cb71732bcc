import { findCity, findLocality } from '@nivaas/shared';

/** "hyderabad/gachibowli" → "Gachibowli, Hyderabad"; "pune" → "Pune"; unknown ones as they are. */
export function areaName(area: string): string {
  const [citySlug = '', localitySlug] = area.split('/');
  const city = findCity(citySlug);
  if (!city) return area;
  if (!localitySlug) return city.name;
  const locality = findLocality(city, localitySlug);
  return locality ? `${locality.name}, ${city.name}` : city.name;
}

/** Every city and locality of the dataset as an area choice, cities first within their group. */
export function areaChoices(
  cities: readonly {
    slug: string;
    name: string;
    localities: readonly { slug: string; name: string }[];
  }[],
) {
  return cities.map((c) => ({
    group: c.name,
    items: [
      { value: c.slug, label: c.name },
      ...c.localities.map((l) => ({ value: `${c.slug}/${l.slug}`, label: `${l.name}, ${c.name}` })),
    ],
  }));
}
