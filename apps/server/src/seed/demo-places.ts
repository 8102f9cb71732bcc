import {
  CITIES,
  nearestLocalities,
  type City,
  type Locality,
  type PropertyType,
} from '@nivaas/shared';
import type { Random } from './demo-random';

/** Where the demo listings are: most in the eight big markets, a few in every other city. */
const MAIN_CITY_COUNTS: Record<string, number> = {
  Hyderabad: 36,
  Bengaluru: 36,
  Visakhapatnam: 30,
  Chennai: 30,
  Guntur: 28,
  Vijayawada: 28,
  Pune: 28,
  Mumbai: 28,
};

const cityNamed = (name: string): City => {
  const city = CITIES.find((c) => c.name === name);
  if (!city) throw new Error(`demo city ${name} is not in the dataset`);
  return city;
};

/** The city of each listing in order, `total` of them. */
export function cityPlan(total: number): City[] {
  const plan: City[] = [];
  for (const [name, count] of Object.entries(MAIN_CITY_COUNTS))
    for (let i = 0; i < count; i++) plan.push(cityNamed(name));
  const others = CITIES.filter((c) => !(c.name in MAIN_CITY_COUNTS));
  for (let i = 0; plan.length < total; i++) plan.push(others[i % others.length]!);
  return plan.slice(0, total);
}

export { cityNamed };

export interface Place {
  city: City;
  locality: Locality;
  pincode: string;
  lat: number;
  lng: number;
  neighbours: { name: string; km: number }[];
  landmark: string;
}

/** A point in the locality, a little off its centre so map markers do not sit on each other. */
export function placeIn(r: Random, city: City): Place {
  const locality = r.pick(city.localities);
  const pincode = locality.pincode ?? city.localities.find((l) => l.pincode)?.pincode ?? '500001';
  const lat = Number((locality.lat + (r.next() - 0.5) * 0.008).toFixed(5));
  const lng = Number((locality.lng + (r.next() - 0.5) * 0.008).toFixed(5));
  const neighbours = nearestLocalities(city, locality, 4)
    .filter((n) => n.locality.name !== locality.name && n.km > 0)
    .slice(0, 2)
    .map((n) => ({ name: n.locality.name, km: n.km }));
  const landmark = r.pick([
    `${locality.name} market`,
    `${locality.name} bus stop`,
    `${locality.name} main road`,
    neighbours[0]?.name ?? `${locality.name} market`,
  ]);
  return { city, locality, pincode, lat, lng, neighbours, landmark };
}

const BUILDINGS = [
  'Sai Residency',
  'Lakshmi Towers',
  'Sri Venkateswara Apartments',
  'Green Meadows',
  'Sunrise Enclave',
  'Padmavathi Nilayam',
  'Royal Heights',
  'Krishna Kuteer',
  'Maple Court',
  'Ganga Apartments',
  'Shanti Niketan',
  'Silver Oak Residency',
];

/**
 * A street address as Indian owners write it, without the locality and city (the listing shows
 * those beside it); never a real person's door.
 */
export function addressFor(r: Random, type: PropertyType): string {
  const n = r.int(1, 12);
  const nth = `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
  const lane = `${nth} ${r.pick(['Lane', 'Cross Road', 'Main Road', 'Street'])}`;
  switch (type) {
    case 'apartment':
    case 'studio':
      return `Flat ${r.int(1, 9)}0${r.int(1, 6)}, ${r.pick(BUILDINGS)}, ${lane}`;
    case 'plot':
      return `Plot No. ${r.int(4, 180)}, ${r.pick(['Sai Nagar', 'Vivekananda Colony', 'Srinagar Layout', 'Gandhi Nagar Extension'])}`;
    case 'commercial':
      return `Shop No. ${r.int(1, 24)}, ${r.pick(['Ground floor', 'First floor'])}, ${r.pick(BUILDINGS).replace(/Apartments|Residency|Nilayam|Kuteer/, 'Complex')}`;
    case 'pg':
      return `${r.pick(['Sri Sai', 'Green Leaf', 'Comfort', 'Home Away'])} PG, ${lane}`;
    default:
      return `Door No. ${r.int(1, 40)}-${r.int(1, 12)}-${r.int(1, 150)}, ${lane}`;
  }
}

export const additionalInfoFor = (r: Random, place: Place): string =>
  r.chance(0.4)
    ? ''
    : r.pick([
        `Opposite the ${place.locality.name} post office`,
        `Behind the Ganesh temple, ${place.locality.name}`,
        `Next to the State Bank ATM`,
        `Second left after ${place.landmark}`,
        `Near the government school`,
      ]);

export const mapsLinkFor = (r: Random, place: Place): string =>
  r.chance(0.4) ? `https://maps.google.com/?q=${place.lat},${place.lng}` : '';
