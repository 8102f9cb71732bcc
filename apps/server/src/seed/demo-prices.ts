import type { LandAreaUnit, PropertyType, RoomSharing, StateName } from '@nivaas/shared';
import type { Random } from './demo-random';

/**
 * Rough 2025 asking prices: a 2 BHK flat's monthly rent in each market, scaled for size and
 * kind. Sale prices follow from rent at a 3 to 4 % gross yield, as Indian homes trade.
 */
const TWO_BHK_RENT: Record<string, number> = {
  Mumbai: 62_000,
  Bengaluru: 34_000,
  Hyderabad: 28_000,
  Pune: 26_000,
  Chennai: 25_000,
};
const TIER_TWO = new Set([
  'Visakhapatnam',
  'Vijayawada',
  'Coimbatore',
  'Nagpur',
  'Mysuru',
  'Mangaluru',
  'Ludhiana',
  'Madurai',
  'Tirupati',
  'Warangal',
  'Amritsar',
  'Jalandhar',
  'Tiruchirappalli',
]);
const baseRent = (city: string) => TWO_BHK_RENT[city] ?? (TIER_TWO.has(city) ? 16_000 : 11_000);

export const isMetro = (city: string) => city in TWO_BHK_RENT;

const SIZE = [0.45, 0.62, 1, 1.4, 1.8, 2.2];
const KIND: Partial<Record<PropertyType, number>> = {
  studio: 0.75,
  house: 1.1,
  villa: 1.7,
  room: 0.5,
};
/** Per bed a month: a single room costs most, a dormitory bed least. */
const PG_SHARING: Record<RoomSharing, number> = {
  single: 0.42,
  double: 0.3,
  triple: 0.24,
  dormitory: 0.18,
};

const roundRent = (value: number) =>
  value >= 10_000 ? Math.round(value / 1000) * 1000 : Math.round(value / 500) * 500;
const roundSale = (value: number) =>
  value >= 10_000_000
    ? Math.round(value / 500_000) * 500_000
    : Math.round(value / 100_000) * 100_000;

export function monthlyRent(
  r: Random,
  city: string,
  type: PropertyType,
  bedrooms: number,
  sharing: RoomSharing,
  area: number | null,
): number {
  const base = baseRent(city) * (0.82 + r.next() * 0.4);
  if (type === 'pg') return roundRent(base * PG_SHARING[sharing]);
  // Shops and offices let by the square foot: ₹45–₹160 a month depending on the market.
  if (type === 'commercial') return roundRent((area ?? 800) * (base / 26_000) * 75);
  return roundRent(base * (SIZE[Math.min(bedrooms, 5)] ?? 1) * (KIND[type] ?? 1));
}

/** Shops and offices yield more (6 to 7 %) than homes, so they sell for fewer years of rent. */
export function salePrice(r: Random, rentEquivalent: number, type: PropertyType): number {
  const years = type === 'commercial' ? 13 + r.next() * 4 : 24 + r.next() * 10;
  return roundSale(rentEquivalent * 12 * years);
}

/** How a plot is measured where it lies, and what a unit of it costs there. */
export function plotPrice(
  r: Random,
  city: string,
  state: StateName,
): { landArea: number; landAreaUnit: LandAreaUnit; price: number } {
  const perSqYd = (baseRent(city) / 26_000) * (22_000 + r.next() * 18_000);
  if (state === 'Maharashtra') {
    const gunthas = r.pick([1, 2, 3, 5]);
    return { landArea: gunthas, landAreaUnit: 'guntha', price: roundSale(gunthas * 121 * perSqYd) };
  }
  if (state === 'Karnataka' || state === 'Tamil Nadu') {
    const sqft = r.pick([1200, 1500, 2400, 4000]);
    return { landArea: sqft, landAreaUnit: 'sqft', price: roundSale((sqft / 9) * perSqYd) };
  }
  if (state === 'Andhra Pradesh' && r.chance(0.4)) {
    const cents = r.pick([3, 4, 5, 8, 10]);
    return { landArea: cents, landAreaUnit: 'cent', price: roundSale(cents * 48.4 * perSqYd) };
  }
  const sqyd = r.pick([150, 167, 200, 240, 300, 400]);
  return { landArea: sqyd, landAreaUnit: 'sqyd', price: roundSale(sqyd * perSqYd) };
}

/** Months of rent held as deposit: Bengaluru asks for many, the Telugu states for two or three. */
export function depositMonths(r: Random, city: string, state: StateName): number {
  if (city === 'Bengaluru') return r.pick([6, 8, 10]);
  if (city === 'Mumbai' || state === 'Tamil Nadu') return r.pick([3, 4, 5, 6]);
  if (state === 'Maharashtra' || state === 'Karnataka') return r.pick([2, 3, 4]);
  return r.pick([2, 2, 3]);
}

/** Built-up area in square feet for the kind and size of home. */
export function builtUpArea(r: Random, type: PropertyType, bedrooms: number): number | null {
  if (type === 'plot') return null;
  if (type === 'pg') return r.chance(0.5) ? r.step(120, 220, 10) : null;
  if (type === 'room') return r.step(140, 260, 10);
  if (type === 'studio') return r.step(350, 520, 10);
  if (type === 'commercial') return r.step(300, 3000, 50);
  const byBeds = [450, 600, 1050, 1550, 2300, 3000][Math.min(bedrooms, 5)] ?? 1050;
  const scale = type === 'villa' ? 1.5 : type === 'house' ? 1.1 : 1;
  return Math.round((byBeds * scale * (0.85 + r.next() * 0.35)) / 10) * 10;
}
