import { z } from 'zod';
import { isLocalDate, withinYearsOf } from '../domain/calendar';
import { CANCELLATION_LIMITS } from '../domain/cancellation-fee';
import { TIME_SLOT_PATTERN } from '../service-slots';
import {
  SERVICE_PRICE_TYPES,
  SERVICE_CATEGORY_KEYS,
  serviceProviderSummarySchema,
} from './services';
import { PAYMENT_METHODS, PAYMENT_STATES } from './payments';
import { lineText, multilineText } from './text';

/**
 * Service bookings (issue 12, "Booking"; spec sections 3 serviceBooking, 5, 6, 8 Bookings).
 *
 * - POST /api/service-bookings (serviceBookingInputSchema, signed in, not the provider) → 201
 *   serviceBookingSchema. A slot taken meanwhile: 409 `service-booking.slot-taken` with
 *   `details.date` and `details.slots`, that day's free slots joined by commas
 *   (`parseSlotList`).
 * - GET /api/service-bookings?as=customer|provider&status&from&to&cursor&limit →
 *   serviceBookingListSchema. GET /api/service-bookings/:id → with `history`.
 * - POST /api/service-bookings/:id/status (serviceBookingStatusInputSchema); the lifecycle is
 *   SERVICE_BOOKING_TRANSITIONS.
 * - POST /api/service-bookings/:id/review (serviceReviewInputSchema) → serviceBookingSchema.
 * - GET /api/service-bookings/summary?weekOf (providers) → providerSummarySchema.
 * - GET /api/services/:id/slots → serviceSlotsSchema.
 * Realtime `serviceBooking.changed` { bookingId, status } to both sides on every change.
 */
export const SERVICE_BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'declined',
  'in-progress',
  'completed',
  'cancelled',
] as const;
export type ServiceBookingStatus = (typeof SERVICE_BOOKING_STATUSES)[number];
/** The statuses that hold a slot: at most one such booking per provider, date and slot. */
export const SLOT_HOLDING_STATUSES = ['pending', 'confirmed'] as const;
/** What counts as earned (the provider's month): only a job that is done. */
export const EARNING_STATUSES = ['completed'] as const;
/** Agreed but not yet done: shown apart from the earnings as "booked". */
export const BOOKED_STATUSES = ['confirmed', 'in-progress'] as const;

/** The statuses in which the provider reads the booking's address: once they confirmed it. */
export const ADDRESS_SHARED_STATUSES = ['confirmed', 'in-progress', 'completed'] as const;

/** Who may move a booking from one status to another. */
export const SERVICE_BOOKING_TRANSITIONS: Record<
  ServiceBookingStatus,
  Partial<Record<ServiceBookingStatus, 'provider' | 'either'>>
> = {
  pending: { confirmed: 'provider', declined: 'provider', cancelled: 'either' },
  confirmed: { 'in-progress': 'provider', cancelled: 'either' },
  'in-progress': { completed: 'provider' },
  declined: {},
  completed: {},
  cancelled: {},
};

export const SERVICE_BOOKING_LIMITS = {
  descriptionMax: 1000,
  noteMax: 500,
  commentMax: 1000,
  pageDefault: 20,
  pageMax: 50,
  /** A list's `from`/`to` and the dashboard's `weekOf` lie within this many years of today. */
  listYears: 5,
} as const;

/** Spec sections 5 and 8 (Bookings), verbatim; the rest are ours. */
export const SERVICE_BOOKING_MESSAGES = {
  serviceIdRequired: 'Service ID is required',
  providerIdRequired: 'Provider ID is required',
  dateRequired: 'Valid booking date is required',
  dateOutOfRange: `Choose a date within ${SERVICE_BOOKING_LIMITS.listYears} years of today`,
  timeSlotRequired: 'Time slot is required',
  createFailed: 'Failed to create booking:',
  loadFailed: 'Failed to load bookings',
  statusUpdateFailed: 'Failed to update booking status',
  cancelFailed: 'Failed to cancel booking',
  notFound: 'Booking not found',
  cancelOwn: 'You can only cancel your own bookings',
  noAccess: 'You do not have permission to access bookings',
  // Ours (not in the spec).
  slotTaken: 'That slot was just taken. Please pick another time.',
  ownService: 'Failed to create booking: you cannot book your own service',
  serviceUnavailable: 'Failed to create booking: this service is not taking bookings',
  providerMismatch: 'Failed to create booking: this provider does not offer this service',
  slotNotOffered: 'Failed to create booking: this time is not one of the free slots',
  propertyNotYours: 'Failed to create booking: you can only attach your own property',
  reviewNotCompleted: 'Only completed bookings can be reviewed',
  reviewExists: 'You have already reviewed this booking',
  reviewOwn: 'Only the customer of this booking can review it',
  ratingInvalid: 'Choose a rating from 1 to 5',
  providersOnly: 'Only service providers have a bookings dashboard',
  statusInvalid: 'Choose a booking status',
  tooManyWithProvider:
    'You have as many requests waiting for this provider as one person may. Wait for their answer, or cancel one, before asking again.',
  tooManyPending:
    'You have as many booking requests waiting for answers as one person may. Wait for an answer, or cancel one, before asking again.',
  tooEarlyToStart: 'A booking can be started only on its day.',
  tooEarlyToComplete: 'A booking can be completed only once its time has begun.',
  addressRequired: 'Choose one of your saved places, or type the address',
  addressLine: 'Enter the house, street and area',
  locality: 'Enter the locality',
  pinCode: 'Enter a 6-digit PIN code',
  savedPlaceNotFound: 'Failed to create booking: that saved place is not one of yours',
  freeHours: `Enter the hours, from 0 to ${CANCELLATION_LIMITS.freeHoursMax}`,
  feePercent: `Enter a fee from 0 to ${CANCELLATION_LIMITS.feePercentMax} percent`,
  rescheduleFailed: 'Only a pending or confirmed booking can be moved to another time',
} as const;
const M = SERVICE_BOOKING_MESSAGES;

const requiredId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).min(1, message).max(64, message),
  );

/** PUT /api/me/cancellation-policy (providers): free until `freeHours` before, then `feePercent`. */
export const cancellationPolicySchema = z.object({
  freeHours: z
    .number({ error: M.freeHours })
    .int(M.freeHours)
    .min(0, M.freeHours)
    .max(CANCELLATION_LIMITS.freeHoursMax, M.freeHours),
  feePercent: z
    .number({ error: M.feePercent })
    .int(M.feePercent)
    .min(0, M.feePercent)
    .max(CANCELLATION_LIMITS.feePercentMax, M.feePercent),
});
/** A provider's policy, or null when they have set none (free cancellation at any time). */
export const cancellationPolicyResultSchema = z.object({
  policy: cancellationPolicySchema.nullable(),
});

/** POST /api/service-bookings/:id/reschedule: another free slot of the same service. */
export const serviceBookingRescheduleSchema = z.object({
  date: z.string({ error: M.dateRequired }).refine((d) => isLocalDate(d), M.dateRequired),
  timeSlot: z.string({ error: M.timeSlotRequired }).regex(TIME_SLOT_PATTERN, M.timeSlotRequired),
});

/**
 * The customer's own words on a booking, by field: each is optional free text when booking
 * (`max` characters), stored as typed (null when left out) and answered to both sides. A new
 * text of the customer's is one line here: the input, the table's column type, the row the
 * server writes, the answer, the modal's text box and the card's line all follow from it
 * (docs/architecture.md, "Adding a field to service bookings").
 */
export const SERVICE_BOOKING_TEXTS = {
  description: { max: SERVICE_BOOKING_LIMITS.descriptionMax },
} as const;
export type ServiceBookingTextKey = keyof typeof SERVICE_BOOKING_TEXTS;
export const SERVICE_BOOKING_TEXT_KEYS = Object.keys(
  SERVICE_BOOKING_TEXTS,
) as ServiceBookingTextKey[];
/** The customer's texts as stored and answered: null when left out. */
export type ServiceBookingTexts = Record<ServiceBookingTextKey, string | null>;

/** The texts of an input or a row, each null when missing or empty. */
export const serviceBookingTexts = (
  from: Partial<Record<ServiceBookingTextKey, string | null | undefined>>,
): ServiceBookingTexts =>
  Object.fromEntries(
    SERVICE_BOOKING_TEXT_KEYS.map((k) => [k, from[k] || null]),
  ) as ServiceBookingTexts;

const textShape = <T extends z.ZodType>(of: (max: number) => T) =>
  Object.fromEntries(
    SERVICE_BOOKING_TEXT_KEYS.map((k) => [k, of(SERVICE_BOOKING_TEXTS[k].max)]),
  ) as Record<ServiceBookingTextKey, T>;
const textInputShape = textShape((max) => multilineText().max(max).optional());
const textOutputShape = textShape(() => z.string().nullable());

/** An Indian postal PIN code: six digits, the first not 0. */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

/**
 * Where the job is: one of the person's saved places (by id; the server copies its name, city
 * and locality onto the booking) or an address typed with its locality and 6-digit PIN code.
 */
export const serviceBookingAddressInputSchema = z
  .object(
    {
      savedLocationId: z.string().min(1).max(64).optional(),
      line: lineText({ error: M.addressLine }).max(200, M.addressLine).optional(),
      locality: lineText({ error: M.locality }).max(80, M.locality).optional(),
      city: lineText().max(60).optional(),
      pinCode: z.string({ error: M.pinCode }).trim().optional(),
    },
    { error: M.addressRequired },
  )
  .superRefine((a, ctx) => {
    if (a.savedLocationId) return;
    if (!a.line) ctx.addIssue({ code: 'custom', path: ['line'], message: M.addressLine });
    if (!a.locality) ctx.addIssue({ code: 'custom', path: ['locality'], message: M.locality });
    if (!a.pinCode || !PIN_CODE_PATTERN.test(a.pinCode))
      ctx.addIssue({ code: 'custom', path: ['pinCode'], message: M.pinCode });
  });
export type ServiceBookingAddressInput = z.input<typeof serviceBookingAddressInputSchema>;

export const serviceBookingInputSchema = z.object({
  serviceId: requiredId(M.serviceIdRequired),
  providerId: requiredId(M.providerIdRequired),
  /** A real calendar date, today or later in Asia/Kolkata (the server refuses a past one). */
  date: z.string({ error: M.dateRequired }).refine((d) => isLocalDate(d), M.dateRequired),
  timeSlot: z.string({ error: M.timeSlotRequired }).regex(TIME_SLOT_PATTERN, M.timeSlotRequired),
  ...textInputShape,
  propertyId: z.string().min(1).max(64).optional(),
  address: serviceBookingAddressInputSchema,
});
export type ServiceBookingInput = z.input<typeof serviceBookingInputSchema>;

export const serviceBookingStatusInputSchema = z.object({
  status: z.enum(SERVICE_BOOKING_STATUSES, { error: M.statusInvalid }),
  note: multilineText().max(SERVICE_BOOKING_LIMITS.noteMax).optional(),
});
export type ServiceBookingStatusInput = z.infer<typeof serviceBookingStatusInputSchema>;

export const serviceReviewInputSchema = z.object({
  rating: z
    .number({ error: M.ratingInvalid })
    .int(M.ratingInvalid)
    .min(1, M.ratingInvalid)
    .max(5, M.ratingInvalid),
  comment: multilineText().max(SERVICE_BOOKING_LIMITS.commentMax).optional(),
});
export type ServiceReviewInput = z.infer<typeof serviceReviewInputSchema>;

const DATE = z
  .string()
  .refine((d) => isLocalDate(d), M.dateRequired)
  .refine(
    (d) => withinYearsOf(d, SERVICE_BOOKING_LIMITS.listYears, SERVICE_BOOKING_LIMITS.listYears),
    M.dateOutOfRange,
  );

export const serviceBookingListQuerySchema = z.object({
  as: z.enum(['customer', 'provider']).optional(),
  status: z.enum(SERVICE_BOOKING_STATUSES).optional(),
  from: DATE.optional(),
  to: DATE.optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SERVICE_BOOKING_LIMITS.pageMax)
    .default(SERVICE_BOOKING_LIMITS.pageDefault),
});
export type ServiceBookingListQuery = z.infer<typeof serviceBookingListQuerySchema>;

export const serviceBookingHistorySchema = z.object({
  status: z.enum(SERVICE_BOOKING_STATUSES),
  byUserId: z.string(),
  at: z.string(),
  note: z.string().nullable(),
});

export const SERVICE_OWED_PURPOSES = ['service', 'cancellation-fee'] as const;
export const SERVICE_OWED_STATES = ['unpaid', 'waiting', 'paid'] as const;
export type ServiceOwedState = (typeof SERVICE_OWED_STATES)[number];

export const serviceBookingSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  service: z.object({
    id: z.string(),
    title: z.string(),
    category: z.enum(SERVICE_CATEGORY_KEYS),
    priceType: z.enum(SERVICE_PRICE_TYPES),
  }),
  providerId: z.string(),
  provider: serviceProviderSummarySchema,
  userId: z.string(),
  customer: serviceProviderSummarySchema,
  propertyId: z.string().nullable(),
  ownerId: z.string().nullable(),
  status: z.enum(SERVICE_BOOKING_STATUSES),
  date: z.string(),
  timeSlot: z.string(),
  ...textOutputShape,
  /** Rupees, copied from the service when booked. */
  price: z.number(),
  /** The upfront total agreed when booked, in paise (serviceBookingTotalPaise). */
  totalPaise: z.number().int(),
  /**
   * Where the job is. The provider reads it only once they have confirmed the booking (and
   * after); before that, and for a booking made before addresses were asked, it is null.
   */
  address: z
    .object({
      label: z.string().nullable(),
      line: z.string().nullable(),
      locality: z.string(),
      city: z.string().nullable(),
      pinCode: z.string().nullable(),
    })
    .nullable(),
  /** The provider's policy as it stood when booked; null for none (free at any time). */
  cancellationPolicy: z.object({ freeHours: z.number(), feePercent: z.number() }).nullable(),
  /** Paise the customer owes for cancelling late; null unless they cancelled (0 when free). */
  cancellationFeePaise: z.number().int().nullable(),
  review: z
    .object({ rating: z.number(), comment: z.string().nullable(), createdAt: z.string() })
    .nullable(),
  /**
   * What the customer owes the provider (decision 062): the total once completed, the fee once
   * cancelled late; null while nothing is owed. `state` is unpaid, waiting (a UPI payment the
   * provider has not confirmed yet, or a gateway order open) or paid; `payment` is the one in
   * flight or the one that paid it.
   */
  owed: z
    .object({
      purpose: z.enum(SERVICE_OWED_PURPOSES),
      amountPaise: z.number().int(),
      state: z.enum(SERVICE_OWED_STATES),
      payment: z
        .object({
          id: z.string(),
          method: z.enum(PAYMENT_METHODS),
          status: z.enum(PAYMENT_STATES),
          reference: z.string().nullable(),
          paidAt: z.string().nullable(),
          /** When it was made: an open online order lapses GATEWAY_ORDER_LAPSE_MINUTES after. */
          createdAt: z.string(),
        })
        .nullable(),
    })
    .nullable(),
  /** Every change, oldest first: only on GET /api/service-bookings/:id. */
  history: z.array(serviceBookingHistorySchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceBooking = z.infer<typeof serviceBookingSchema>;

export const serviceBookingListSchema = z.object({
  items: z.array(serviceBookingSchema),
  nextCursor: z.string().nullable(),
});
export type ServiceBookingList = z.infer<typeof serviceBookingListSchema>;

export const providerSummaryQuerySchema = z.object({ weekOf: DATE.optional() });

export const providerSummarySchema = z.object({
  today: z.array(serviceBookingSchema),
  /** The next 7 days after today, pending or confirmed. */
  upcoming: z.array(serviceBookingSchema),
  pendingRequests: z.array(serviceBookingSchema),
  /** Monday to Sunday of `weekOf` (default this week), every status but declined/cancelled. */
  week: z.array(serviceBookingSchema),
  weekStart: z.string(),
  /** Rupees: completed bookings dated this month (Asia/Kolkata). */
  earningsThisMonth: z.number(),
  /** Rupees: confirmed and in-progress bookings dated this month, not yet earned. */
  bookedThisMonth: z.number(),
  rating: z.number(),
  reviewCount: z.number(),
});
export type ProviderSummary = z.infer<typeof providerSummarySchema>;

export const serviceSlotsSchema = z.object({
  timeZone: z.literal('Asia/Kolkata'),
  days: z.array(z.object({ date: z.string(), slots: z.array(z.object({ time: z.string() })) })),
});
export type ServiceSlots = z.infer<typeof serviceSlotsSchema>;

/** The free slots a `service-booking.slot-taken` error carries in `details.slots`. */
export const parseSlotList = (value: string | undefined): string[] =>
  value ? value.split(',').filter(Boolean) : [];
