/**
 * Calendar dates as people in India read them. Rent falls due on dates of the Asia/Kolkata
 * calendar, whatever the server's own time zone, and a stay runs from one local date to another.
 *
 * India has kept UTC+05:30 with no daylight saving since 1945, so a fixed offset is exact here
 * and needs no time-zone database (the web and the server get the same answer).
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A local calendar date, `YYYY-MM-DD`. */
export const LOCAL_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const toUtcDay = (date: string): number => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

const fromUtcDay = (ms: number): string => {
  const day = new Date(ms);
  return `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
};

/** True for a real date of the calendar (`2025-02-29` is not one). */
export function isLocalDate(value: string): boolean {
  return LOCAL_DATE_PATTERN.test(value) && fromUtcDay(toUtcDay(value)) === value;
}

const daysInMonth = (year: number, monthIndex: number): number =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * The same day `months` calendar months later; a day the target month lacks becomes its last
 * day (31 January + 1 month = 28 or 29 February), as leases and banks count.
 */
function shiftMonths(
  year: number,
  monthIndex: number,
  day: number,
  months: number,
): { year: number; monthIndex: number; day: number } {
  const total = year * 12 + monthIndex + months;
  const y = Math.floor(total / 12);
  const m = total - y * 12;
  return { year: y, monthIndex: m, day: Math.min(day, daysInMonth(y, m)) };
}

/** `date` plus `months` calendar months (negative goes back). */
export function addMonthsToDate(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const shifted = shiftMonths(y, m - 1, d, months);
  return fromUtcDay(Date.UTC(shifted.year, shifted.monthIndex, shifted.day));
}

/** `date` plus `days` days. */
export const addDaysToDate = (date: string, days: number): string =>
  fromUtcDay(toUtcDay(date) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtcDay(to) - toUtcDay(from)) / DAY_MS);

/** The Asia/Kolkata calendar date of an instant. */
export function kolkataDate(instant: Date | string): string {
  const ms = new Date(instant).getTime() + IST_OFFSET_MS;
  return fromUtcDay(Math.floor(ms / DAY_MS) * DAY_MS);
}

/** The instant a local date begins in Asia/Kolkata (00:00 IST), as ISO-8601 UTC. */
export const startOfKolkataDay = (date: string): string =>
  new Date(toUtcDay(date) - IST_OFFSET_MS).toISOString();

/**
 * An instant plus `months` calendar months of the Asia/Kolkata calendar, at the same local time
 * of day: 1 February 01:30 IST (31 January 20:00 UTC) + 1 month = 1 March 01:30 IST.
 */
export function addKolkataMonths(instant: Date | string, months: number): string {
  const local = new Date(new Date(instant).getTime() + IST_OFFSET_MS);
  const shifted = shiftMonths(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate(),
    months,
  );
  const timeOfDay =
    local.getTime() - Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const ms = Date.UTC(shifted.year, shifted.monthIndex, shifted.day) + timeOfDay - IST_OFFSET_MS;
  return new Date(ms).toISOString();
}

/**
 * True when `date` (a real calendar date) lies from `yearsBack` years before `today` to
 * `yearsAhead` years after it, both ends in. Today is this device's Asia/Kolkata date unless
 * given, so the server and a form judge a date alike.
 */
export function withinYearsOf(
  date: string,
  yearsBack: number,
  yearsAhead: number,
  today: string = kolkataDate(new Date()),
): boolean {
  return (
    date >= addMonthsToDate(today, -12 * yearsBack) &&
    date <= addMonthsToDate(today, 12 * yearsAhead)
  );
}
