/**
 * Rupees the way Indian readers expect them, for the web app and the HTML the server sends
 * (link previews): digits grouped in lakhs and crores (₹1,50,000), short forms in L / Cr.
 */
const LAKH = 100_000;
const CRORE = 10_000_000;

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const plain = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** ₹1,50,000 — the full amount with Indian digit grouping; '' for anything not a number. */
export function formatINR(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return rupees.format(amount);
}

export interface ShortUnits {
  lakh: string;
  crore: string;
}

/**
 * ₹1.5 L, ₹2 Cr — for cards, filters and link previews. Amounts under a lakh stay in full
 * (₹85,000). `units` lets a translated screen use its own words (लाख, करोड़).
 */
export function formatINRShort(
  amount: number | null | undefined,
  units: ShortUnits = { lakh: 'L', crore: 'Cr' },
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  if (abs >= CRORE) return `${sign}₹${plain.format(abs / CRORE)} ${units.crore}`;
  if (abs >= LAKH) return `${sign}₹${plain.format(abs / LAKH)} ${units.lakh}`;
  return formatINR(amount);
}

/** Rupees per square foot of a sale listing with a built-up area, whole rupees; null otherwise. */
export function pricePerSqft(p: {
  listingType: string;
  salePrice: number | null;
  area: number | null;
}): number | null {
  if (p.listingType !== 'sale' || !p.salePrice || !p.area || p.area <= 0) return null;
  return Math.round(p.salePrice / p.area);
}
