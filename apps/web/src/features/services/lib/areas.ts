import { findCity, findLocality } from '@nivaas/shared';

/**
 * A provider's areas as people read them, each city once with its localities after it:
 * ["bengaluru/shivajinagar", "bengaluru/rajajinagar", "bengaluru", "pune"] →
 * "Bengaluru: Shivajinagar, Rajajinagar; Pune". Unknown ones as they are, at the end.
 */
export function worksIn(areas: readonly string[]): string {
  const cities = new Map<string, string[]>();
  const unknown: string[] = [];
  for (const area of areas) {
    const [citySlug = '', localitySlug] = area.split('/');
    const city = findCity(citySlug);
    if (!city) {
      unknown.push(area);
      continue;
    }
    const localities = cities.get(city.name) ?? [];
    const locality = localitySlug ? findLocality(city, localitySlug) : undefined;
    if (locality && !localities.includes(locality.name)) localities.push(locality.name);
    cities.set(city.name, localities);
  }
  const named = [...cities].map(([city, localities]) =>
    localities.length > 0 ? `${city}: ${localities.join(', ')}` : city,
  );
  return [...named, ...unknown].join('; ');
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
