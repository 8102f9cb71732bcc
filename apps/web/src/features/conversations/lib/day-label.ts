import { DEFAULT_LOCALE, formatDate, TIME_ZONE } from '../../../lib/format';

const DAY_MS = 86_400_000;

/** The calendar day in India (IST has no daylight saving, so a day is always 24 hours). */
export const dayKey = (value: string | number | Date): string => formatDate(value, 'short');

export interface DayWords {
  today: string;
  yesterday: string;
}

/**
 * A chat's date separator: "Today", "Yesterday", "20 Nov" this year, "20 Nov 2025" before it.
 * `words` are the reader's, `locale` from intlLocale (Hindi reads "20 नव॰").
 */
export function dayLabel(
  value: string,
  now: Date,
  words: DayWords,
  locale = DEFAULT_LOCALE,
): string {
  const key = dayKey(value);
  if (key === dayKey(now)) return words.today;
  if (key === dayKey(now.getTime() - DAY_MS)) return words.yesterday;
  const sameYear = key.slice(-4) === dayKey(now).slice(-4);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: TIME_ZONE,
  }).format(new Date(value));
}

/** Where a new day starts in a thread: the ids of the first message of each day. */
export function firstOfDay<T extends { id: string; createdAt: string }>(
  messages: T[],
): Set<string> {
  const starts = new Set<string>();
  let previous = '';
  for (const m of messages) {
    const key = dayKey(m.createdAt);
    if (key !== previous) starts.add(m.id);
    previous = key;
  }
  return starts;
}
