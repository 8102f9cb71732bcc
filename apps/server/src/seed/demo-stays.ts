import type { FastifyInstance } from 'fastify';
import { addDaysToDate, addMonthsToDate, kolkataDate } from '@nivaas/shared';
import { cancelBooking, confirmBooking, createBooking } from '../modules/bookings/index';
import { recordCashPayment, refundDeposit } from '../modules/payments/index';
import { addDeduction, listStayDues } from '../modules/rent-ledger/index';
import {
  applyRentIncreaseNow,
  runScheduledEscalations,
  saveRentEscalation,
} from '../modules/rent-escalations/index';
import type { RequestAuth } from '../plugins/auth/auth.plugin';
import type { Deps } from '../plugins/events/deps';

/** The demo's refunds are paid back in cash or by UPI: no gateway is asked, no webhook sent. */
const offline = () => Promise.reject(new Error('a demo refund is never paid back online'));
import { DEMO_SEEKERS } from './demo-people';

const DAY = 24 * 60 * 60 * 1000;

/**
 * What happens to a stay after it is asked for, through the modules' use cases: `deposit`, the
 * owner records the deposit paid in cash; `pay-all`, every due paid in cash on its own date;
 * `move-out`, the day after the stay ends the owner keeps part of the deposit, with a reason,
 * and pays the rest back by UPI; `refund`, the whole deposit paid back in cash.
 */
type Step =
  | { do: 'confirm' }
  | { do: 'deposit' }
  | { do: 'pay-all' }
  | { do: 'cancel'; by: 'tenant' | 'owner' }
  | { do: 'refund' }
  | { do: 'move-out'; keepPaise: number; reason: string };

interface StayPlan {
  by: string;
  /** Index into the listings chosen below. */
  listing: number;
  /** When the tenant asked, and when the stay starts, in days from then. */
  daysAgo: number;
  startsAfter: number;
  months: number;
  notes: string;
  /** Each a day after the one before. */
  steps: Step[];
}

/**
 * Stays and rent escalations on the console owner's listings, so every screen has something
 * to show: Priya's current stay in Hyderabad (confirmed, begun 75 days ago; its money is
 * demo-money.ts's), her pending request in Guntur and a stay she cancelled; other seekers' stays
 * confirmed, pending, cancelled by the owner after the deposit was paid (and paid back), and one
 * that ended last month: every due paid, part of the deposit kept for a repair and the rest paid
 * back. Rent escalations with history, one due within 30 days (its
 * 30-day notice already sent to the owner and to Priya). Made through the modules' use cases
 * with the clock set back to when each happened, so bells, history and rents agree.
 */
export async function seedDemoStays(
  app: FastifyInstance,
  now: number,
): Promise<{ stays: number; rentEscalations: number }> {
  const people = await app.db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'lastName', 'userType'])
    .where('email', 'in', [
      'seeker@nivaas.demo',
      'owner@nivaas.demo',
      ...DEMO_SEEKERS.map((s) => s.email),
    ])
    .execute();
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const caller = (email: string): RequestAuth => {
    const p = byEmail.get(email)!;
    return {
      userId: p.id,
      email: p.email,
      role: p.userType,
      emailVerified: true,
      sessionId: 'demo-seed',
      name: { firstName: p.firstName, lastName: p.lastName },
      secondFactor: { enabled: false, passed: false },
    };
  };
  const deps = (daysAgo: number): Deps => ({
    ...app.deps,
    clock: { now: () => new Date(now - daysAgo * DAY) },
  });
  const dayOf = (daysAgo: number) => kolkataDate(new Date(now - daysAgo * DAY));

  const owner = byEmail.get('owner@nivaas.demo');
  if (!owner) return { stays: 0, rentEscalations: 0 };
  // The owner's open listings, oldest first: Guntur, then Vijayawada, then Hyderabad.
  const listings = await app.db
    .selectFrom('properties')
    .select(['id', 'city'])
    .where('ownerId', '=', owner.id)
    .where('status', 'in', ['available', 'vacant'])
    .where('listingType', '=', 'rent')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const inCity = (city: string) => listings.filter((l) => l.city === city).map((l) => l.id);
  const guntur = inCity('Guntur');
  const hyderabad = inCity('Hyderabad');
  // Priya's home in Hyderabad, her request in Guntur and the stay she cancelled in Vijayawada;
  // another seeker's confirmed stay in Guntur, one the owner cancelled, one pending.
  const chosen = [
    guntur[0],
    guntur[2] ?? guntur[1],
    hyderabad[0],
    hyderabad[1],
    guntur[1],
    inCity('Vijayawada')[0],
  ];
  if (chosen.some((id) => !id)) return { stays: 0, rentEscalations: 0 };
  const ids = chosen as string[];
  const ownerCaller = caller('owner@nivaas.demo');
  const priya = 'seeker@nivaas.demo';
  const seekers = DEMO_SEEKERS.map((s) => s.email);

  // Rent escalations first: their increases come before today's stays were quoted.
  // Hyderabad (Priya's): 5 % every 6 months, raised by the owner, then by the scheduler; due
  // again in about two weeks. Guntur: ₹500 every 11 months, raised once by the scheduler.
  await saveRentEscalation(deps(360), ownerCaller, ids[2]!, {
    rentIncreaseType: 'percentage',
    rentIncreaseValue: 5,
    rentIncreaseFrequencyMonths: 6,
    nextEscalationDue: dayOf(352),
  });
  await applyRentIncreaseNow(deps(352), ownerCaller, ids[2]!);
  await saveRentEscalation(deps(300), ownerCaller, ids[1]!, {
    rentIncreaseType: 'fixed',
    rentIncreaseValue: 500,
    rentIncreaseFrequencyMonths: 11,
    nextEscalationDue: dayOf(290),
  });
  await runScheduledEscalations(deps(289));
  await runScheduledEscalations(deps(168));
  // Guntur: set up a month ago, first increase in four months.
  await saveRentEscalation(deps(30), ownerCaller, ids[0]!, {
    rentIncreaseType: 'percentage',
    rentIncreaseValue: 7.5,
    rentIncreaseFrequencyMonths: 5,
  });

  const plans: StayPlan[] = [
    {
      by: priya,
      listing: 2,
      // Began 75 days ago: two months paid, the third late, the fourth due (demo-money.ts).
      daysAgo: 80,
      startsAfter: 5,
      months: 11,
      notes: 'Moving from Pune for work in HITEC City; I will bring my own bed.',
      steps: [{ do: 'confirm' }],
    },
    {
      by: priya,
      listing: 0,
      daysAgo: 1,
      startsAfter: 30,
      months: 6,
      notes: 'For my parents, who visit every winter.',
      steps: [],
    },
    {
      by: priya,
      listing: 5,
      daysAgo: 25,
      startsAfter: 10,
      months: 3,
      notes: '',
      steps: [{ do: 'cancel', by: 'tenant' }],
    },
    {
      by: seekers[1]!,
      listing: 1,
      daysAgo: 7,
      startsAfter: 17,
      months: 12,
      notes: 'Can I move in on a Sunday?',
      steps: [{ do: 'confirm' }],
    },
    {
      by: seekers[3]!,
      listing: 3,
      daysAgo: 9,
      startsAfter: 20,
      months: 12,
      notes: '',
      steps: [
        { do: 'confirm' },
        { do: 'deposit' },
        { do: 'cancel', by: 'owner' },
        { do: 'refund' },
      ],
    },
    {
      // A year in the second Hyderabad flat that ended about a month ago.
      by: seekers[4]!,
      listing: 3,
      daysAgo: 420,
      startsAfter: 20,
      months: 12,
      notes: 'Transferred to Hyderabad for a year.',
      steps: [
        { do: 'confirm' },
        { do: 'pay-all' },
        {
          do: 'move-out',
          keepPaise: 350_000,
          reason: 'Repainting the bedroom wall damaged by a wall-mounted shelf',
        },
      ],
    },
    {
      by: seekers[6]!,
      listing: 4,
      daysAgo: 2,
      startsAfter: 14,
      months: 8,
      notes: 'Working from home mostly; a quiet flat please.',
      steps: [],
    },
  ];
  let stays = 0;
  for (const plan of plans) {
    if (!byEmail.has(plan.by)) continue;
    const tenant = caller(plan.by);
    const startDate = addDaysToDate(dayOf(plan.daysAgo), plan.startsAfter);
    const booking = await createBooking(deps(plan.daysAgo), tenant, ids[plan.listing]!, {
      startDate,
      endDate: addDaysToDate(addMonthsToDate(startDate, plan.months), -1),
      notes: plan.notes,
    });
    stays += 1;
    const daysAgoOn = (date: string) => (now - Date.parse(`${date}T10:30:00+05:30`)) / DAY;
    for (const [i, step] of plan.steps.entries()) {
      const when = deps(plan.daysAgo - (i + 1) * 0.5);
      if (step.do === 'confirm') await confirmBooking(when, ownerCaller, booking.id);
      if (step.do === 'deposit' || step.do === 'pay-all')
        for (const due of await listStayDues(app.db, booking.id))
          if (step.do === 'pay-all' || due.kind === 'deposit')
            await recordCashPayment(
              step.do === 'pay-all' ? deps(daysAgoOn(due.dueDate)) : when,
              ownerCaller,
              due.id,
            );
      if (step.do === 'refund')
        await refundDeposit(when, null, offline, ownerCaller, booking.id, { method: 'cash' });
      if (step.do === 'move-out') {
        const movedOut = deps(daysAgoOn(addDaysToDate(booking.endDate, 1)));
        await addDeduction(movedOut, ownerCaller, booking.id, {
          amountPaise: step.keepPaise,
          reason: step.reason,
        });
        await refundDeposit(movedOut, null, offline, ownerCaller, booking.id, {
          method: 'upi',
          reference: '431298765012',
        });
      }
      if (step.do === 'cancel')
        await cancelBooking(when, step.by === 'owner' ? ownerCaller : tenant, booking.id);
    }
  }
  // Today's pass: the Hyderabad increase is due within 30 days, so its notice goes out now.
  await runScheduledEscalations(deps(0));
  return { stays, rentEscalations: 3 };
}
