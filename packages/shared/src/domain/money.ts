/**
 * Rupees the way Indian readers expect them, for the web app and the HTML the server sends
 * (link previews): digits grouped in lakhs and crores (₹1,50,000), short forms in L / Cr.
 */
const LAKH = 100_000;
const CRORE = 10_000_000;

/**
 * A non-negative number with at most two decimals and Indian digit grouping (1,50,000.5), as
 * `Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })` writes it, character for character
 * (money.test.ts holds the two side by side). Written by hand: the first number format a page
 * creates costs a phone 50–200 ms of its start, reading the locale's number data.
 */
function grouped(abs: number): string {
  if (abs >= 1e21) return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(abs);
  // Rounded as Intl rounds: half up on the shortest decimal that reads back as the number
  // (9.995 gives 10, though the double is a hair below 9.995). Below 1e-6 String() writes an
  // exponent, and such amounts round to 0.
  const shortest = abs < 1e-6 ? '0' : String(abs);
  const [whole = '0', decimals = ''] = shortest.split('.');
  let cents = BigInt(whole + decimals.slice(0, 2).padEnd(2, '0'));
  if ((decimals[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const integer = digits.slice(0, -2);
  const fraction = digits.slice(-2).replace(/0+$/, '');
  const head = integer.slice(0, -3);
  const tail = integer.slice(-3);
  const text = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}` : tail;
  return fraction ? `${text}.${fraction}` : text;
}

/** ₹1,50,000 — the full amount with Indian digit grouping; '' for anything not a number. */
export function formatINR(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₹${grouped(Math.abs(amount))}`;
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
  if (abs >= CRORE) return `${sign}₹${grouped(abs / CRORE)} ${units.crore}`;
  if (abs >= LAKH) return `${sign}₹${grouped(abs / LAKH)} ${units.lakh}`;
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

/**
 * Money of the ledger and of payments is integer paise (₹1 = 100 paise), so sums never drift
 * (decision 042). Older fields (a listing's rent, a stay's total) stay whole rupees and are
 * converted at the boundary with `rupeesToPaise`.
 */
export const PAISE_PER_RUPEE = 100;

/** Whole or fractional rupees to integer paise, rounded to the nearest paisa. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * PAISE_PER_RUPEE);

/**
 * ₹12,000 or ₹12,000.50 — integer paise written as rupees with Indian grouping, paise shown only
 * when there are some; '' for anything not a whole number of paise.
 */
export function formatPaise(paise: number | null | undefined): string {
  if (paise === null || paise === undefined || !Number.isSafeInteger(paise)) return '';
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / PAISE_PER_RUPEE);
  const rest = abs % PAISE_PER_RUPEE;
  const text = formatINR(rupees).slice(1);
  return `${sign}₹${text}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** "12000.50": paise as the decimal rupee amount a UPI link's `am` carries. */
export const paiseToDecimalRupees = (paise: number): string =>
  `${Math.floor(paise / PAISE_PER_RUPEE)}.${String(paise % PAISE_PER_RUPEE).padStart(2, '0')}`;
