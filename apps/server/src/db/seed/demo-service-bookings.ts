import type { FastifyInstance } from 'fastify';
import {
  addDaysToDate,
  daySlots,
  kolkataDate,
  serviceBookingInputSchema,
  slotKey,
  slotStart,
  weekdayOf,
  type Role,
  type ServiceBookingStatus,
} from '@nivaas/shared';
import {
  changeServiceBookingStatus,
  createServiceBooking,
  reviewServiceBooking,
} from '../../modules/service-bookings/index';
import { findBookableService, type BookableService } from '../../modules/services/index';
import type { RequestAuth } from '../../plugins/auth/auth.plugin';
import type { Deps } from '../../plugins/events/deps';
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
 * earnings. Priya (the demo seeker) has one completed booking to review and one coming up.
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
    role: p.userType as Role,
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

  const held = new Set<string>();
  let serviceBookings = 0;
  let serviceReviews = 0;
  for (const plan of plans) {
    const made = await book(app.deps, r, plan, today, now, held);
    if (!made) continue;
    serviceBookings++;
    if (made.reviewed) serviceReviews++;
  }
  return { serviceBookings, serviceReviews };
}

/** One plan played out: asked a few days before, moved on around its slot, reviewed after. */
async function book(
  deps: Deps,
  r: Random,
  plan: Plan,
  today: string,
  now: number,
  held: Set<string>,
): Promise<{ reviewed: boolean } | null> {
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
  const at = (ms: number): Deps => ({ ...deps, clock: { now: () => new Date(ms) } });
  const description = r.pick(NOTES);
  const booking = await createServiceBooking(
    at(askedAt),
    plan.customer,
    serviceBookingInputSchema.parse({
      serviceId: service.id,
      providerId: service.providerId,
      date,
      timeSlot,
      ...(description ? { description } : {}),
    }),
  );
  const provider: RequestAuth = {
    ...plan.customer,
    userId: service.providerId,
    role: 'service-provider',
  };
  let when = askedAt;
  // Steps that would lie ahead of now are kept just before it, a second apart, in order.
  const steps = PATHS[plan.status];
  for (const [i, step] of steps.entries()) {
    when =
      step === 'in-progress'
        ? Math.max(when, start)
        : step === 'completed'
          ? Math.max(when, start + HOUR)
          : Math.min(when + r.int(1, 20) * HOUR, Math.max(start - HOUR, when + 1000));
    const by = step === 'cancelled' && r.chance(0.5) ? plan.customer : provider;
    await changeServiceBookingStatus(
      at(Math.min(when, now - (steps.length - i) * 1000)),
      by,
      booking.id,
      step,
      undefined,
    );
  }
  if (plan.status !== 'completed' || !plan.review) return { reviewed: false };
  const comment = r.pick(COMMENTS);
  await reviewServiceBooking(
    at(Math.min(when + r.int(2, 30) * HOUR, now)),
    plan.customer,
    booking.id,
    {
      rating: plan.review,
      ...(comment ? { comment } : {}),
    },
  );
  return { reviewed: true };
}
