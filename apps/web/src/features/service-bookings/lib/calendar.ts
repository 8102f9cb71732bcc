import type { ServiceBooking, ServiceSlotDay } from '../api/types';

const DAY_MS = 86_400_000;

/** Today's date in India (YYYY-MM-DD), whatever the device's zone: bookings are Indian days. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string =>
  iso(new Date(utc(date).getTime() + days * DAY_MS));

/** The Monday of the week holding `date` (an Indian week starts on Monday). */
export function mondayOf(date: string): string {
  const weekday = (utc(date).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** The seven dates Monday to Sunday of the week starting `monday`. */
export const weekDates = (monday: string): string[] =>
  Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** Bookings of each date, in slot order; dates without any get an empty list. */
export function byDate(bookings: ServiceBooking[], dates: string[]): Map<string, ServiceBooking[]> {
  const out = new Map(dates.map((d) => [d, [] as ServiceBooking[]]));
  for (const b of bookings) out.get(b.date)?.push(b);
  for (const list of out.values()) list.sort((a, b) => a.timeSlot.localeCompare(b.timeSlot));
  return out;
}

/** "Mon" and "27" for a day chip, in the reader's language. */
export function dayParts(
  date: string,
  locale: string,
): { weekday: string; day: string; month: string } {
  const d = utc(date);
  const f = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...o, timeZone: 'UTC' }).format(d);
  return {
    weekday: f({ weekday: 'short' }),
    day: f({ day: 'numeric' }),
    month: f({ month: 'short' }),
  };
}

/** "27 Nov 2026" style long date of a YYYY-MM-DD day. */
export const longDate = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(date));

/** The first day that still has a free slot, else the first day. */
export const firstOpenDay = (days: ServiceSlotDay[]): string | null =>
  (days.find((d) => d.slots.length > 0) ?? days[0])?.date ?? null;

/** The days with one day's slots replaced by fresher ones (a 409's `details.slots`). */
export function withFreshSlots(
  days: ServiceSlotDay[],
  date: string,
  fresh: { time: string }[],
): ServiceSlotDay[] {
  return days.map((d) => (d.date === date ? { ...d, slots: fresh } : d));
}

/**
 * The fresh slots a `service-booking.slot-taken` answer carries in `details.slots`: the
 * server joins them by commas ("09:00-10:00,11:00-12:00"); a list is read as it is.
 */
export function freshSlotsFrom(details: Record<string, unknown>): { time: string }[] | null {
  const raw = details.slots;
  if (typeof raw === 'string')
    return raw
      .split(',')
      .filter(Boolean)
      .map((time) => ({ time }));
  if (Array.isArray(raw))
    return raw.flatMap((s: unknown) =>
      typeof s === 'string'
        ? [{ time: s }]
        : s && typeof (s as { time?: unknown }).time === 'string'
          ? [{ time: (s as { time: string }).time }]
          : [],
    );
  return null;
}
