/**
 * Numbers, money, dates and times the way Indian readers expect them, in one place: digits
 * grouped in lakhs and crores (₹1,50,000), short forms in L / Cr, day-month-year dates, and
 * every time in IST so a listing or a message reads the same for everyone, wherever their
 * browser thinks it is. Functions take an Intl locale (`intlLocale(i18n.language)`); the
 * default is Indian English.
 */
export const TIME_ZONE = 'Asia/Kolkata';
export const DEFAULT_LOCALE = 'en-IN';

const INTL_LOCALES: Record<string, string> = { hi: 'hi-IN', te: 'te-IN', ta: 'ta-IN' };

/**
 * The Intl locale for the reader's language (hi-IN, te-IN, ta-IN), so month and day names come
 * in that language; Indian English otherwise.
 */
export const intlLocale = (language: string | undefined): string =>
  INTL_LOCALES[language?.toLowerCase().split('-')[0] ?? ''] ?? DEFAULT_LOCALE;

/**
 * 1,50,000 or 4.3: a count or measure with Indian grouping. `digits` fixes the decimals
 * (exactly that many); `maxDigits` allows up to that many.
 */
export function formatNumber(
  value: number,
  options: { locale?: string; digits?: number; maxDigits?: number } = {},
): string {
  const { locale = DEFAULT_LOCALE, digits, maxDigits = digits ?? 0 } = options;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits ?? 0,
    maximumFractionDigits: maxDigits,
  }).format(value);
}

// Money is formatted in shared, so the server's link previews read like the app; ledger and
// payment amounts are integer paise (formatPaise, decision 042).
export { formatINR, formatINRShort, formatPaise, type ShortUnits } from '@nivaas/shared';

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
  locale = DEFAULT_LOCALE,
): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(locale, dateFormats[style]).format(date) : '';
}

/** One way of writing a time of day in every language: the 12-hour clock India reads (3:30 pm). */
const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true };

/** 21 Nov 2026, 3:30 pm — for messages and activity. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  locale = DEFAULT_LOCALE,
): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, { ...dateFormats.medium, ...CLOCK }).format(date);
}

/** 3:30 pm — a message's time; `seconds` adds them (3:30:12 pm) for diagnostics. */
export function formatTime(
  value: string | number | Date | null | undefined,
  locale = DEFAULT_LOCALE,
  { seconds = false } = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, {
    ...CLOCK,
    ...(seconds ? { second: '2-digit' } : {}),
    timeZone: TIME_ZONE,
  }).format(date);
}

/**
 * "09:00-10:00" (a booked hour, already Indian time) → "9:00 am – 10:00 am", written like every
 * other time on the page; text of another shape is shown as it is.
 */
export function formatTimeSlot(slot: string, locale = DEFAULT_LOCALE): string {
  const m = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/.exec(slot.trim());
  if (!m) return slot;
  const clock = new Intl.DateTimeFormat(locale, { ...CLOCK, timeZone: 'UTC' });
  const at = (h: string, min: string) =>
    clock.format(new Date(Date.UTC(2000, 0, 1, Number(h), Number(min))));
  return `${at(m[1]!, m[2]!)} – ${at(m[3]!, m[4]!)}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * "5 minutes ago", "yesterday" for the last week; the date and time after that, so an old
 * event still says exactly when. `justNow` is the reader's "Just now".
 */
export function formatRelativeTime(
  iso: string,
  now: number,
  justNow: string,
  locale = DEFAULT_LOCALE,
): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const ago = now - at;
  // A clock a little ahead of ours still reads as "just now", not "in 2 minutes".
  if (ago < MINUTE) return justNow;
  if (ago >= WEEK) return formatDateTime(iso, locale);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ago < HOUR) return rtf.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return rtf.format(-Math.floor(ago / HOUR), 'hour');
  return rtf.format(-Math.floor(ago / DAY), 'day');
}

/** November 2026 — the month a rent is for (a local `YYYY-MM-DD` of that month). */
export function formatMonth(localDate: string, locale = DEFAULT_LOCALE): string {
  const date = toDate(`${localDate.slice(0, 10)}T12:00:00+05:30`);
  return date
    ? new Intl.DateTimeFormat(locale, {
        month: 'long',
        year: 'numeric',
        timeZone: TIME_ZONE,
      }).format(date)
    : '';
}
