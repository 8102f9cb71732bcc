import { z } from 'zod';
import { addDaysToDate, isLocalDate, kolkataDate } from '../domain/calendar';
import { SLOT_DAYS, slotStart, weekdayOf, type SlotWeekday } from '../service-slots';

/**
 * Site visits (issue 28, section 5): an owner's visiting hours per listing, a seeker's request
 * for one 30-minute slot of the next 14 days (Asia/Kolkata), the owner's answer.
 *
 * - GET/PUT /api/site-visits/hours/:propertyId (visitingHoursSchema; PUT by the listing's owner).
 * - GET /api/site-visits/slots/:propertyId → visitSlotsSchema: free slots, none taken or past.
 * - POST /api/site-visits (siteVisitInputSchema) → 201 siteVisitSchema, status `requested`.
 * - POST /api/site-visits/:id/decision (siteVisitDecisionSchema): the owner confirms, declines
 *   or proposes another time; POST /api/site-visits/:id/accept: the seeker takes the proposal.
 *   A slot already confirmed for another visit: 409 `site-visit.slot-taken`.
 * - GET /api/site-visits?as=seeker|owner, GET /api/site-visits/:id, GET /api/site-visits/:id/ics
 *   (a confirmed visit's iCalendar file). Only the seeker and the listing's owner see a visit.
 */
export const VISIT_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const VISIT_SLOT_MINUTES = 30;
export const SITE_VISIT_STATUSES = ['requested', 'proposed', 'confirmed', 'declined'] as const;
export type SiteVisitStatus = (typeof SITE_VISIT_STATUSES)[number];

export const SITE_VISIT_LIMITS = { windowsMax: 21, noteMax: 300 } as const;

export const SITE_VISIT_MESSAGES = {
  time: 'Choose a time on the hour or half hour',
  range: 'The end must come after the start',
  tooManyWindows: `At most ${SITE_VISIT_LIMITS.windowsMax} time ranges`,
  date: 'Choose a date',
  slotTaken: 'That time was just taken. Please pick another.',
  slotNotOffered: 'That time is not one of the visiting hours of the next 14 days.',
  notFound: 'Visit not found',
  ownListing: 'You cannot book a visit to your own listing',
  notOwner: 'Only the listing’s owner can do that',
  notSeeker: 'Only the person who asked for the visit can do that',
  statusChanged: 'This visit has already been answered',
  notConfirmed: 'Only a confirmed visit has a calendar file',
  proposalNeedsTime: 'Choose the time you propose',
} as const;
const M = SITE_VISIT_MESSAGES;

/** `HH:MM` on the hour or half hour. */
const HALF_HOUR = /^([01]\d|2[0-3]):(00|30)$/;
export const visitTimeSchema = z.string().regex(HALF_HOUR, M.time);
const END_TIME = /^(([01]\d|2[0-3]):(00|30)|24:00)$/;

export const visitingWindowSchema = z
  .object({
    day: z.enum(VISIT_WEEKDAYS),
    start: visitTimeSchema,
    end: z.string().regex(END_TIME, M.time),
  })
  .refine((w) => w.start < w.end, { message: M.range, path: ['end'] });
export type VisitingWindow = z.infer<typeof visitingWindowSchema>;

export const visitingHoursSchema = z.object({
  windows: z.array(visitingWindowSchema).max(SITE_VISIT_LIMITS.windowsMax, M.tooManyWindows),
});
export type VisitingHours = z.infer<typeof visitingHoursSchema>;

export const visitDateSchema = z.string().refine(isLocalDate, M.date);

export const siteVisitInputSchema = z.object({
  propertyId: z.string().min(1).max(64),
  date: visitDateSchema,
  time: visitTimeSchema,
  note: z.string().trim().max(SITE_VISIT_LIMITS.noteMax).optional(),
});
export type SiteVisitInput = z.infer<typeof siteVisitInputSchema>;

export const siteVisitDecisionSchema = z
  .object({
    action: z.enum(['confirm', 'decline', 'propose']),
    date: visitDateSchema.optional(),
    time: visitTimeSchema.optional(),
  })
  .refine((d) => d.action !== 'propose' || (d.date && d.time), {
    message: M.proposalNeedsTime,
    path: ['time'],
  });
export type SiteVisitDecision = z.infer<typeof siteVisitDecisionSchema>;

export const siteVisitSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyTitle: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  seekerId: z.string(),
  seekerName: z.string(),
  date: z.string(),
  time: z.string(),
  /** The instant the visit begins (ISO). */
  startsAt: z.string(),
  status: z.enum(SITE_VISIT_STATUSES),
  /** The other time the owner proposed (status `proposed`). */
  proposedDate: z.string().nullable(),
  proposedTime: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SiteVisit = z.infer<typeof siteVisitSchema>;

export const siteVisitListQuerySchema = z.object({
  as: z.enum(['seeker', 'owner']).default('seeker'),
});
export const siteVisitListSchema = z.object({ visits: z.array(siteVisitSchema) });
export type SiteVisitList = z.infer<typeof siteVisitListSchema>;

export const visitSlotsSchema = z.object({
  timeZone: z.literal('Asia/Kolkata'),
  days: z.array(z.object({ date: z.string(), times: z.array(z.string()) })),
});
export type VisitSlots = z.infer<typeof visitSlotsSchema>;

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant a visit at `time` on a Kolkata date begins (ISO). */
export const visitStartsAt = (date: string, time: string): string =>
  slotStart(date, `${time}-${time}`).toISOString();

/** Every 30-minute start of a day's windows, in order, without repeats. */
function dayTimes(windows: readonly VisitingWindow[], day: SlotWeekday): string[] {
  const starts = new Set<number>();
  for (const w of windows) {
    if (w.day !== day) continue;
    for (let m = minutesOf(w.start); m + VISIT_SLOT_MINUTES <= minutesOf(w.end); m += 30)
      starts.add(m);
  }
  return [...starts].sort((a, b) => a - b).map(hhmm);
}

/**
 * The free visit slots of the next 14 days (today first, Asia/Kolkata): inside the visiting
 * hours, not begun, not among `taken` (ISO start instants of confirmed visits).
 */
export function visitSlots(
  windows: readonly VisitingWindow[],
  now: Date,
  taken: Iterable<string> = [],
): { date: string; times: string[] }[] {
  const takenSet = new Set(taken);
  const today = kolkataDate(now);
  return Array.from({ length: SLOT_DAYS }, (_, i) => {
    const date = addDaysToDate(today, i);
    const times = dayTimes(windows, weekdayOf(date)).filter((time) => {
      const at = visitStartsAt(date, time);
      return Date.parse(at) > now.getTime() && !takenSet.has(at);
    });
    return { date, times };
  });
}

/** Whether a date and time is a visit slot of the hours in the next 14 days, not begun. */
export const isVisitSlot = (
  windows: readonly VisitingWindow[],
  date: string,
  time: string,
  now: Date,
): boolean => visitSlots(windows, now).some((d) => d.date === date && d.times.includes(time));
