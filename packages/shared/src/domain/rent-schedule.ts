import { addDaysToDate, addMonthsToDate } from './calendar';

/**
 * The dues of a stay (decision 042): the deposit on the start date, then one rent for every
 * Asia/Kolkata calendar month the stay begins, from the start date on. A month's rent falls
 * due on the day it begins, or on the owner's due day of that calendar month when one is set
 * (never before the month begins: a stay starting on the 20th with due day 5 pays its first
 * rent on the 20th).
 */
export const DUE_KINDS = ['deposit', 'rent'] as const;
export type DueKind = (typeof DUE_KINDS)[number];

export interface ScheduledDue {
  kind: DueKind;
  /** The day the month (or, for the deposit, the stay) begins: `YYYY-MM-DD`. */
  periodStart: string;
  dueDate: string;
  amountPaise: number;
}

export interface StayTerms {
  startDate: string;
  endDate: string;
  monthlyRentPaise: number;
  depositPaise: number;
  dueDay: number | null;
}

const lastDay = (yearMonth: string): number => {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};

/** The day a month beginning on `periodStart` is due, with the owner's due day (1–28) or none. */
export function dueDateOf(periodStart: string, dueDay: number | null): string {
  if (dueDay === null) return periodStart;
  const month = periodStart.slice(0, 7);
  const day = Math.min(dueDay, lastDay(month));
  const date = `${month}-${String(day).padStart(2, '0')}`;
  return date < periodStart ? periodStart : date;
}

/**
 * The day of the month a stay's rents fall due (1–31), as dueDateOf places them: the owner's due
 * day, but never before the day each month of the stay begins (its start date's day), which is
 * also the day when no due day is set. A month shorter than that day pays on its last day.
 */
export function rentDueDay(startDate: string, dueDay: number | null): number {
  const startDay = Number(startDate.slice(8, 10));
  return Math.max(dueDay ?? startDay, startDay);
}

/** The months a stay begins, in order: the start date and each calendar month after it. */
export function stayMonths(startDate: string, endDate: string): string[] {
  const months: string[] = [];
  for (let i = 0; ; i++) {
    const start = addMonthsToDate(startDate, i);
    if (start > endDate) return months;
    months.push(start);
  }
}

/** Every due of a stay at one rent: the deposit (when there is one) and the months' rents. */
export function scheduleDues(terms: StayTerms): ScheduledDue[] {
  const dues: ScheduledDue[] = [];
  if (terms.depositPaise > 0)
    dues.push({
      kind: 'deposit',
      periodStart: terms.startDate,
      dueDate: terms.startDate,
      amountPaise: terms.depositPaise,
    });
  for (const periodStart of stayMonths(terms.startDate, terms.endDate))
    dues.push({
      kind: 'rent',
      periodStart,
      dueDate: dueDateOf(periodStart, terms.dueDay),
      amountPaise: terms.monthlyRentPaise,
    });
  return dues;
}

export const DUE_STATES = ['paid', 'late', 'due', 'upcoming'] as const;
export type DueState = (typeof DUE_STATES)[number];

/** How many days ahead an unpaid due counts as "due" rather than "upcoming". */
export const DUE_SOON_DAYS = 30;

/** Where a due stands on `today`: paid; late once its date has passed; due within 30 days. */
export function dueState(due: { dueDate: string; paidAt: string | null }, today: string): DueState {
  if (due.paidAt) return 'paid';
  if (due.dueDate < today) return 'late';
  return due.dueDate <= addDaysToDate(today, DUE_SOON_DAYS) ? 'due' : 'upcoming';
}
