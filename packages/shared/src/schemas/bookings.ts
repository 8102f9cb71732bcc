import { z } from 'zod';
import { isLocalDate } from '../domain/calendar';
import { personSummarySchema } from './engagement';
import { multilineText } from './text';

/**
 * Stays: a tenant books a listing from one date to another (spec sections 3, 4, 5, 6, 8).
 *
 * Routes:
 * - GET   /api/properties/:id/bookings/quote?startDate&endDate → stayQuoteSchema (any signed-in
 *         person who may see the listing; the web shows it before the tenant confirms)
 * - POST  /api/properties/:id/bookings → 201 bookingSchema, status pending (tenants only)
 * - GET   /api/bookings?propertyId&status&limit&cursor → bookingListSchema: an owner sees the
 *         bookings of their own listings, a tenant their own; anyone else 403 (spec section 6)
 * - GET   /api/bookings/:id → bookingSchema (its tenant, the listing's owner, or an admin)
 * - POST  /api/bookings/:id/confirm → bookingSchema (the listing's owner only)
 * - POST  /api/bookings/:id/cancel → bookingSchema (the booking's tenant or the listing's owner)
 *
 * A stay's money status is never set by hand: the server reads it from the stay's rent ledger
 * (its dues and the payments that settled them) each time it answers the stay.
 *
 * Two confirmed stays of one listing never share a day: a request or a confirmation whose dates
 * meet a confirmed stay answers 409 with reason `booking.dates-taken`, and its message names
 * that stay's dates. Confirming a confirmed booking, or cancelling a cancelled one, changes
 * nothing and answers the booking as it is. Only a pending booking can be confirmed.
 *
 * Dates are `YYYY-MM-DD` of the Asia/Kolkata calendar, both ends included. The total is worked
 * out by `quoteStay` (domain/stay-quote.ts) from the listing's rent when the booking is made,
 * and stays as it was quoted if the rent changes later.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Where a stay's money stands, from its rent ledger on today's date (Asia/Kolkata):
 * - `none`: no ledger (a stay not confirmed), or nothing paid and nothing owed (a stay cancelled
 *   before any due was paid);
 * - `late`: a due (the deposit or a month's rent) is unpaid past its date;
 * - `due`: none is late, but one falls due within DUE_SOON_DAYS (as the ledger's "Due");
 * - `deposit-refunded`: nothing late or due, and the deposit's refund is recorded;
 * - `paid-up`: nothing late or due, and something paid;
 * - `upcoming`: nothing paid yet and nothing due within DUE_SOON_DAYS (a stay starting later).
 */
export const STAY_MONEY_STATUSES = [
  'none',
  'late',
  'due',
  'upcoming',
  'paid-up',
  'deposit-refunded',
] as const;
export type StayMoneyStatus = (typeof STAY_MONEY_STATUSES)[number];

export const BOOKING_LIMITS = {
  notesMax: 1000,
  maxMonths: 60,
  listMax: 100,
  /** A stay starts at most this many years from today. */
  startYearsAhead: 2,
} as const;

/** Spec section 8 Bookings, verbatim, and the form's field messages. */
export const BOOKING_MESSAGES = {
  loadFailed: 'Failed to load bookings',
  /** The spec adds the reason after a colon: "Failed to create booking: …". */
  createFailedWithReason: 'Failed to create booking:',
  createFailed: 'Failed to create booking',
  statusUpdateFailed: 'Failed to update booking status',
  cancelFailed: 'Failed to cancel booking',
  notFound: 'Booking not found',
  cancelOwn: 'You can only cancel your own bookings',
  ownersConfirm: 'Only property owners can confirm bookings',
  noAccess: 'You do not have permission to access bookings',
  tenantsOnly: 'Only tenants can create bookings',
  datesTaken: 'These dates overlap a confirmed stay',
  notPending: 'Only a pending booking can be confirmed',
  notForRent: 'This listing is not for rent',
  startDate: 'Choose a start date',
  endDate: 'Choose an end date',
  endBeforeStart: 'The end date cannot be before the start date',
  startInPast: 'The start date cannot be in the past',
  startTooFar: `Choose a start date within the next ${BOOKING_LIMITS.startYearsAhead} years`,
  tooLong: `A stay can be at most ${BOOKING_LIMITS.maxMonths} months`,
  notesTooLong: `Notes can be at most ${BOOKING_LIMITS.notesMax} characters`,
} as const;

const M = BOOKING_MESSAGES;

const localDate = (message: string) =>
  z.string({ error: message }).refine(isLocalDate, { message });

/** The dates of a stay: real dates, the end not before the start. */
export const stayDatesSchema = z
  .object({ startDate: localDate(M.startDate), endDate: localDate(M.endDate) })
  .refine((v) => v.endDate >= v.startDate, { message: M.endBeforeStart, path: ['endDate'] });
export type StayDates = z.infer<typeof stayDatesSchema>;

/**
 * POST /api/properties/:id/bookings. The server also refuses a start before today (Asia/Kolkata)
 * and a stay longer than BOOKING_LIMITS.maxMonths, naming the field.
 */
export const bookingInputSchema = z
  .object({
    startDate: localDate(M.startDate),
    endDate: localDate(M.endDate),
    notes: multilineText().max(BOOKING_LIMITS.notesMax, M.notesTooLong).default(''),
  })
  .refine((v) => v.endDate >= v.startDate, { message: M.endBeforeStart, path: ['endDate'] });
export type BookingInput = z.input<typeof bookingInputSchema>;

/** GET /api/properties/:id/bookings/quote */
export const stayQuoteQuerySchema = stayDatesSchema;

export const stayQuoteSchema = z.object({
  propertyId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  monthlyRent: z.number(),
  months: z.number(),
  extraDays: z.number(),
  extraMonthDays: z.number(),
  days: z.number(),
  totalAmount: z.number(),
});
export type StayQuoteResult = z.infer<typeof stayQuoteSchema>;

/** The listing a booking is for, as a list shows it. */
export const bookingPropertySchema = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string(),
  sublocality: z.string(),
});

export const bookingSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  tenantId: z.string(),
  /** The listing's owner when the booking was made. */
  ownerId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The monthly rent the total was worked out from. */
  monthlyRent: z.number(),
  /** Whole rupees (quoteStay). */
  totalAmount: z.number(),
  /** From the stay's rent ledger (STAY_MONEY_STATUSES), never set by hand. */
  moneyStatus: z.enum(STAY_MONEY_STATUSES),
  notes: z.string(),
  /** Who cancelled it, when cancelled. */
  cancelledBy: z.string().nullable(),
  /**
   * When the owner deleted their account and their listing with it (decision 069), or null: the
   * stay and its papers stay with the tenant; the listing's page is gone.
   */
  ownerLeftAt: z.string().nullable(),
  property: bookingPropertySchema,
  tenant: personSummarySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** GET /api/bookings: newest first; `nextCursor` fetches the page after. */
export const bookingListQuerySchema = z.object({
  propertyId: z.string().max(100).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(BOOKING_LIMITS.listMax).default(50),
  cursor: z.string().max(200).optional(),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

export const bookingListSchema = z.object({
  bookings: z.array(bookingSchema),
  nextCursor: z.string().nullable(),
});
export type BookingList = z.infer<typeof bookingListSchema>;
