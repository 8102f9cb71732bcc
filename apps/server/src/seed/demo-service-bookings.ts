import type { FastifyInstance } from 'fastify';
import {
  addDaysToDate,
  daySlots,
  kolkataDate,
  serviceBookingInputSchema,
  slotKey,
  slotStart,
  weekdayOf,
  type ServiceBookingStatus,
} from '@nivaas/shared';
import {
  changeServiceBookingStatus,
  createServiceBooking,
  type PendingBookingCaps,
  reviewServiceBooking,
  setCancellationPolicy,
} from '../modules/service-bookings/index';
import { findBookableService, type BookableService } from '../modules/services/index';
import type { RequestAuth } from '../plugins/auth/auth.plugin';
import type { Deps } from '../plugins/events/deps';
import { mapLimit } from './demo-batches';
import { createRandom, type Random } from './demo-random';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PATHS: Record<ServiceBookingStatus, ServiceBookingStatus[]> = {
  pending: [],
  confirmed: ['confirmed'],
  declined: ['declined'],
  cancelled: ['cancelled'],
  'in-progress': ['confirmed', 'in-progress'],
  completed: ['confirmed', 'in-progress', 'completed'],
};
const NOTES = [
  'Two bathrooms, the kitchen sink also leaks a little.',
  'Please bring your own ladder.',
  'Third floor, the lift works. Call when you reach the gate.',
  'Before the new tenants move in on the weekend.',
  '',
];
/** Where the demo jobs are: typed addresses with their locality and PIN code. */
const ADDRESSES = [
  {
    line: 'Flat 302, Sai Residency, 5th Cross',
    locality: 'HSR Layout',
    city: 'Bengaluru',
    pinCode: '560102',
  },
  { line: '14 Temple Street', locality: 'Mylapore', city: 'Chennai', pinCode: '600004' },
  { line: 'Plot 21, Road No. 3', locality: 'Madhapur', city: 'Hyderabad', pinCode: '500081' },
  { line: 'B-12, Green Park Society', locality: 'Kothrud', city: 'Pune', pinCode: '411038' },
];
const COMMENTS = [
  'On time and tidy. Would book again.',
  'Good work, explained everything before starting.',
  'Fixed it in one visit.',
  'Polite team, a little late but finished well.',
  '',
];

interface Plan {
  customer: RequestAuth;
  /** Services it may be with (the first free one that day is taken). */
  pool: BookableService[];
  /** Days from today (negative: past). */
  day: number;
  status: ServiceBookingStatus;
  review?: number;
}

/**
 * Service bookings in every status over the last 60 days and the next 14, made through the
 * module's own use cases with the clock set to when each step happened (so the history,
 * notifications and the services' ratings agree with them). Anil Reddy (provider@nivaas.demo)
 * gets a busy dashboard: bookings today, requests to answer, a full week, this month's
 * earnings, and a cancellation policy (free until 24 hours before, then 20%). Priya (the demo
 * seeker) has one completed booking to review and one coming up; every booking has an address.
 */
export async function seedDemoServiceBookings(
  app: FastifyInstance,
  ids: { seeker: string; provider: string },
  now: number,
): Promise<{ serviceBookings: number; serviceReviews: number }> {
  const r = createRandom('service-bookings');
  const today = kolkataDate(new Date(now));
  const customers = (
    await app.db
      .selectFrom('users')
      .select(['id', 'email', 'firstName', 'lastName', 'userType'])
      .where('userType', 'in', ['tenant', 'owner'])
      .orderBy('email')
      .execute()
  ).map((p): RequestAuth => ({
    userId: p.id,
    email: p.email,
    role: p.userType,
    emailVerified: true,
    sessionId: 'demo-seed',
    secondFactor: { enabled: false, passed: false },
    name: { firstName: p.firstName, lastName: p.lastName },
  }));
  const seeker = customers.find((c) => c.userId === ids.seeker)!;
  // Forty of the demo's people book; who they are does not matter, that they repeat does.
  const others = customers.filter((c) => c.userId !== ids.seeker).slice(0, 40);
  const serviceRows = await app.db
    .selectFrom('services')
    .select(['id', 'providerId'])
    .orderBy('createdAt')
    .execute();
  const services = (
    await Promise.all(serviceRows.map((s) => findBookableService(app.db, s.id)))
  ).filter((s): s is BookableService => !!s && s.listed);
  const anils = services.filter((s) => s.providerId === ids.provider);
  const rest = services.filter((s) => s.providerId !== ids.provider);

  const plans: Plan[] = [];
  const past = (): ServiceBookingStatus =>
    r.pick(['completed', 'completed', 'completed', 'completed', 'cancelled', 'declined']);
  const future = (): ServiceBookingStatus =>
    r.pick(['pending', 'confirmed', 'confirmed', 'cancelled']);
  const anyCustomer = () => r.pick(others);
  // Anil: today, the next days, this week, and two months behind.
  for (let i = 0; i < 3; i++)
    plans.push({
      customer: anyCustomer(),
      pool: anils,
      day: 0,
      status: i === 0 ? 'in-progress' : 'confirmed',
    });
  for (let day = 1; day <= 12; day++)
    for (let k = 0; k < (day <= 7 ? 3 : 1); k++)
      plans.push({
        customer: anyCustomer(),
        pool: anils,
        day,
        status: k === 0 && day % 2 ? 'pending' : future(),
      });
  for (let day = -60; day < 0; day += r.int(1, 3))
    plans.push({
      customer: anyCustomer(),
      pool: anils,
      day,
      status: past(),
      review: r.int(3, 5),
    });
  // Priya: one done and not yet reviewed, one coming up.
  plans.push({
    customer: seeker,
    pool: [...anils, ...r.sample(rest, 20)],
    day: -6,
    status: 'completed',
  });
  plans.push({ customer: seeker, pool: r.sample(rest, 20), day: 3, status: 'confirmed' });
  // Everyone else's.
  for (let i = 0; i < 90; i++) {
    const day = r.int(-60, 12);
    plans.push({
      customer: anyCustomer(),
      pool: r.sample(rest, 3),
      day,
      status: day < 0 ? past() : future(),
      review: r.chance(0.8) ? r.pick([3, 4, 4, 5, 5, 5]) : undefined,
    });
  }

  // Every draw is made first, in order, so the demo is the same on every run; the bookings are
  // then played out several at once (each is its own provider's slot, so none waits on another).
  const held = new Set<string>();
  const scripts = plans
    .map((plan) => script(r, plan, today, now, held))
    .filter((s): s is Script => s !== null);
  // Anil cancels for free until a day before; later, a fifth of the total. His bookings keep it.
  await setCancellationPolicy(
    { ...app.deps, clock: { now: () => new Date(now - 90 * DAY) } },
    { ...seeker, userId: ids.provider, role: 'service-provider' },
    { freeHours: 24, feePercent: 20 },
  );
  const played = await mapLimit(scripts, 6, (s) =>
    play(app.deps, app.config.pendingServiceBookings, s),
  );
  return {
    serviceBookings: played.length,
    serviceReviews: played.filter((reviewed) => reviewed).length,
  };
}

/** One plan as it will happen: the slot, when it was asked for, each step after, the review. */
interface Script {
  customer: RequestAuth;
  service: BookableService;
  date: string;
  timeSlot: string;
  askedAt: number;
  description: string;
  steps: { status: ServiceBookingStatus; at: number; by: RequestAuth }[];
  review?: { at: number; rating: number; comment: string };
}

/** Asked 1–6 days before the slot, moved on around it, reviewed after; null when no slot is free. */
function script(
  r: Random,
  plan: Plan,
  today: string,
  now: number,
  held: Set<string>,
): Script | null {
  const date = addDaysToDate(today, plan.day);
  const freeOf = (service: BookableService) =>
    service.availability.days.includes(weekdayOf(date))
      ? daySlots(service.availability).filter(
          (s) => !held.has(`${service.providerId} ${slotKey(date, s)}`),
        )
      : [];
  const service = r.sample(plan.pool, plan.pool.length).find((s) => freeOf(s).length > 0);
  if (!service) return null;
  const timeSlot = r.pick(freeOf(service));
  held.add(`${service.providerId} ${slotKey(date, timeSlot)}`);
  const start = slotStart(date, timeSlot).getTime();
  // Asked 1–6 days before the slot, never later than now.
  const askedAt = Math.min(start - r.int(1, 6) * DAY - r.int(0, 8) * HOUR, now - HOUR);
  const description = r.pick(NOTES);
  const provider: RequestAuth = {
    ...plan.customer,
    userId: service.providerId,
    role: 'service-provider',
  };
  let when = askedAt;
  // Steps that would lie ahead of now are kept just before it, a second apart, in order.
  const path = PATHS[plan.status];
  const steps = path.map((status, i) => {
    when =
      status === 'in-progress'
        ? Math.max(when, start)
        : status === 'completed'
          ? Math.max(when, start + HOUR)
          : Math.min(when + r.int(1, 20) * HOUR, Math.max(start - HOUR, when + 1000));
    const by = status === 'cancelled' && r.chance(0.5) ? plan.customer : provider;
    return { status, at: Math.min(when, now - (path.length - i) * 1000), by };
  });
  const base = { customer: plan.customer, service, date, timeSlot, askedAt, description, steps };
  if (plan.status !== 'completed' || !plan.review) return base;
  const comment = r.pick(COMMENTS);
  return {
    ...base,
    review: { at: Math.min(when + r.int(2, 30) * HOUR, now), rating: plan.review, comment },
  };
}

/** Plays one script through the module's use cases, the clock set to each step's time. */
async function play(deps: Deps, caps: PendingBookingCaps, s: Script): Promise<boolean> {
  const at = (ms: number): Deps => ({ ...deps, clock: { now: () => new Date(ms) } });
  const booking = await createServiceBooking(
    at(s.askedAt),
    s.customer,
    serviceBookingInputSchema.parse({
      serviceId: s.service.id,
      providerId: s.service.providerId,
      date: s.date,
      timeSlot: s.timeSlot,
      ...(s.description ? { description: s.description } : {}),
      // Chosen by the slot, not the random stream, so the rest of the demo stays as it was.
      address:
        ADDRESSES[(Number(s.date.slice(8)) + Number(s.timeSlot.slice(0, 2))) % ADDRESSES.length],
    }),
    caps,
  );
  for (const step of s.steps)
    await changeServiceBookingStatus(at(step.at), step.by, booking.id, step.status, undefined);
  if (!s.review) return false;
  await reviewServiceBooking(at(s.review.at), s.customer, booking.id, {
    rating: s.review.rating,
    ...(s.review.comment ? { comment: s.review.comment } : {}),
  });
  return true;
}
