import { VISIT_WEEKDAYS, type SiteVisit, type VisitingWindow } from '@nivaas/shared';

/** Every start a window may have: 00:00 to 23:30, on the half hour. */
export const HALF_HOURS: string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
/** Every end a window may have: 00:30 to 24:00. */
export const WINDOW_ENDS: string[] = [...HALF_HOURS.slice(1), '24:00'];

/** A window's problem, if any (the same rule the server applies). */
export const windowError = (w: VisitingWindow): 'range' | null =>
  w.start < w.end ? null : 'range';

/** Windows sorted by weekday (Monday first) and start, as the editor shows them. */
export const sortWindows = (windows: readonly VisitingWindow[]): VisitingWindow[] =>
  [...windows].sort(
    (a, b) =>
      VISIT_WEEKDAYS.indexOf(a.day) - VISIT_WEEKDAYS.indexOf(b.day) ||
      a.start.localeCompare(b.start),
  );

/** A new window for the editor: the day after the last one, 10:00–13:00. */
export const nextWindow = (windows: readonly VisitingWindow[]): VisitingWindow => {
  const last = windows.at(-1);
  const day = last ? VISIT_WEEKDAYS[(VISIT_WEEKDAYS.indexOf(last.day) + 1) % 7]! : 'sat';
  return { day, start: '10:00', end: '13:00' };
};

/** What a visit card offers to whoever looks at it. */
export function visitActions(visit: SiteVisit, side: 'seeker' | 'owner', now: Date) {
  const past = Date.parse(visit.startsAt) <= now.getTime();
  return {
    answer: side === 'owner' && visit.status === 'requested' && !past,
    accept: side === 'seeker' && visit.status === 'proposed',
    calendar: visit.status === 'confirmed' && !past,
    apply: side === 'seeker' && visit.status === 'confirmed' && past,
  };
}

/** "09:30" → "9:30 am" in the reader's language (a visit's time is already Indian time). */
export function formatVisitTime(time: string, locale: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}
