import { formatDateTime } from '../../../lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * "5 minutes ago", "yesterday" for the last week; the Indian date and time after that, so an
 * old notification still says exactly when. `justNow` is the reader's "Just now".
 */
export function relativeTime(iso: string, now: number, locale: string, justNow: string): string {
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

/** The Intl locale for the reader's language: Indian English or Hindi. */
export const intlLocale = (language: string): string =>
  language.startsWith('hi') ? 'hi-IN' : 'en-IN';
