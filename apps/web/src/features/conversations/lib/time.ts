import { DEFAULT_LOCALE, formatDate, formatTime } from '../../../lib/format';

/** The inbox's time: today's as a time, older ones as a date (21 Nov 2026). */
export function formatShortTime(
  value: string,
  now: Date = new Date(),
  locale = DEFAULT_LOCALE,
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = (d: Date) => formatDate(d, 'short');
  return day(date) === day(now) ? formatTime(value, locale) : formatDate(date, 'medium', locale);
}
