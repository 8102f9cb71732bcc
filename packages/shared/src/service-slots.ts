import { addDaysToDate, kolkataDate } from './domain/calendar';

/**
 * Free one-hour slots of a service (issue 12, "Choosing a time"): the next 14 days from now,
 * today first, inside the service's availability in Asia/Kolkata, minus the provider's taken
 * slots and minus slots that have already begun. The server answers /slots and checks a
 * booking with it; the web may preview with it too: both get the same answer in any time zone.
 *
 * India keeps UTC+05:30 all year (no daylight saving), so a fixed offset is exact.
 */
export const SLOT_DAYS = 14;
const IST_OFFSET_MIN = 5 * 60 + 30;
const WEEKDAY_BY_UTC_DAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export type SlotWeekday = (typeof WEEKDAY_BY_UTC_DAY)[number];
export interface SlotAvailability {
  days: readonly SlotWeekday[];
  startTime: string;
  endTime: string;
}
export interface SlotDay {
  date: string;
  slots: { time: string }[];
}

/** `HH:MM-HH:MM`, both halves real times. */
export const TIME_SLOT_PATTERN = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The key a taken slot is known by: `YYYY-MM-DD HH:MM-HH:MM`. */
export const slotKey = (date: string, timeSlot: string): string => `${date} ${timeSlot}`;

/** The weekday of a calendar date (`2026-11-27` → `fri`). */
export const weekdayOf = (date: string): SlotWeekday => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAY_BY_UTC_DAY[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
};

/** The instant a slot of a Kolkata date begins. */
export const slotStart = (date: string, timeSlot: string): Date => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const minutes = minutesOf(timeSlot.slice(0, 5)) - IST_OFFSET_MIN;
  return new Date(Date.UTC(y, m - 1, d) + minutes * 60_000);
};

/** Every one-hour slot of a day's hours, the last one ending at or before `endTime`. */
export function daySlots(availability: Pick<SlotAvailability, 'startTime' | 'endTime'>): string[] {
  const end = minutesOf(availability.endTime);
  const slots: string[] = [];
  for (let from = minutesOf(availability.startTime); from + 60 <= end; from += 60)
    slots.push(`${hhmm(from)}-${hhmm(from + 60)}`);
  return slots;
}

/** The free slots of one date (empty on a day off, or before today, or past the window). */
function freeSlotsOn(
  availability: SlotAvailability,
  date: string,
  now: Date,
  taken: ReadonlySet<string>,
): { time: string }[] {
  if (!availability.days.includes(weekdayOf(date))) return [];
  return daySlots(availability)
    .filter((time) => slotStart(date, time).getTime() > now.getTime())
    .filter((time) => !taken.has(slotKey(date, time)))
    .map((time) => ({ time }));
}

/** The next 14 days (today first), each with its free slots. */
export function serviceSlots(
  availability: SlotAvailability,
  now: Date,
  taken: Iterable<string> = [],
): SlotDay[] {
  const takenSet = new Set(taken);
  const today = kolkataDate(now);
  return Array.from({ length: SLOT_DAYS }, (_, i) => {
    const date = addDaysToDate(today, i);
    return { date, slots: freeSlotsOn(availability, date, now, takenSet) };
  });
}

/** The Kolkata dates the slot window covers: [today, last day]. */
export const slotWindow = (now: Date): { from: string; to: string } => {
  const from = kolkataDate(now);
  return { from, to: addDaysToDate(from, SLOT_DAYS - 1) };
};

/**
 * Whether a date and time slot is one the service offers and has not begun (taken or not):
 * inside the 14-day window, on an available weekday, one of the day's one-hour slots.
 */
export function isOfferedSlot(
  availability: SlotAvailability,
  date: string,
  timeSlot: string,
  now: Date,
): boolean {
  const { from, to } = slotWindow(now);
  if (date < from || date > to) return false;
  return freeSlotsOn(availability, date, now, new Set()).some((s) => s.time === timeSlot);
}
