import { formatINR, formatINRShort, pricePerSqft } from '@nivaas/shared';

/** English words of the listing fields, as the web app's English texts say them. */
export const TYPE_NAMES: Record<string, string> = {
  apartment: 'Apartment',
  house: 'House',
  villa: 'Villa',
  pg: 'PG',
  room: 'Room',
  studio: 'Studio',
  plot: 'Plot',
  commercial: 'Commercial space',
};

/** Landing pages' kinds of home (web locales/en/landing.json `types`). */
export const LANDING_TYPE_NAMES: Record<string, string> = {
  all: 'Homes',
  apartment: 'Apartments',
  house: 'Independent houses',
  villa: 'Villas',
  pg: 'PGs',
  room: 'Rooms',
  studio: 'Studios',
  plot: 'Plots',
  commercial: 'Commercial spaces',
};

/** Services by category and subcategory (web locales/en/services.json `categories`, `subcategories`). */
export const SERVICE_NAMES: Record<string, string> = {
  moving: 'Moving',
  cleaning: 'Cleaning',
  maintenance: 'Maintenance',
  'home-shifting': 'Home shifting',
  packing: 'Packing',
  'vehicle-transport': 'Vehicle transport',
  'office-shifting': 'Office shifting',
  'deep-cleaning': 'Deep cleaning',
  bathroom: 'Bathroom cleaning',
  kitchen: 'Kitchen cleaning',
  'sofa-carpet': 'Sofa and carpet',
  'move-in-out': 'Move-in / move-out',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  carpentry: 'Carpentry',
  painting: 'Painting',
  'appliance-repair': 'Appliance repair',
  'pest-control': 'Pest control',
};

export const FURNISHING_NAMES: Record<string, string> = {
  unfurnished: 'Unfurnished',
  'semi-furnished': 'Semi-furnished',
  furnished: 'Furnished',
};

interface Priced {
  listingType: string;
  rent: number | null;
  salePrice: number | null;
  area: number | null;
}

/** "₹25,000/month" or "₹1.15 Cr (₹7,516/sq ft)", as the cards read. */
export function priceWords(p: Priced): string {
  if (p.listingType !== 'sale') return `${formatINR(p.rent)}/month`;
  const rate = pricePerSqft(p);
  return rate === null
    ? formatINRShort(p.salePrice)
    : `${formatINRShort(p.salePrice)} (${formatINR(rate)}/sq ft)`;
}

/** "2 BHK", "1 RK", or '' for kinds without bedrooms. */
export function sizeWords(p: { type: string; bedrooms: number }): string {
  if (['plot', 'commercial', 'pg'].includes(p.type)) return '';
  return p.bedrooms === 0 ? '1 RK' : `${p.bedrooms} BHK`;
}
