/**
 * Money and dates the way Indian readers expect them: rupees grouped in lakhs and crores
 * (₹1,50,000), short forms in L / Cr, and day-month-year dates. Times are shown in IST so a
 * listing reads the same for everyone, wherever their browser thinks it is.
 */
const TIME_ZONE = 'Asia/Kolkata';
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
 * ₹1.5 L, ₹2 Cr — for cards and filters. Amounts under a lakh stay in full (₹85,000).
 * `units` lets a translated screen use its own words (लाख, करोड़).
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

export type DateStyle = 'medium' | 'short';

const dateFormats: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  medium: { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE },
  short: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: TIME_ZONE },
};

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 21 Nov 2026 (medium) or 21/11/2026 (short); '' for a missing or invalid date. */
export function formatDate(
  value: string | number | Date | null | undefined,
  style: DateStyle = 'medium',
  locale = 'en-IN',
): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(locale, dateFormats[style]).format(date) : '';
}

/** 21 Nov 2026, 3:30 pm — for messages and activity. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  locale = 'en-IN',
): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, {
    ...dateFormats.medium,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(date);
}
