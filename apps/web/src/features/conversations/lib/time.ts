import { formatDate } from '../../../lib/format';

const TIME_ZONE = 'Asia/Kolkata';

/** 3:30 pm */
export function formatTime(value: string, locale = 'en-IN'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: TIME_ZONE,
  }).format(date);
}

/** The inbox's time: today's as a time, older ones as a date (21 Nov 2026). */
export function formatShortTime(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = (d: Date) => formatDate(d, 'short');
  return day(date) === day(now) ? formatTime(value) : formatDate(date);
}
