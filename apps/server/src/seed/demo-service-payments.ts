import type { FastifyInstance } from 'fastify';
import type { Role } from '@nivaas/shared';
import {
  claimUpiPayment,
  confirmPayment,
  gatewayFrom,
  openGatewayOrder,
  recordCashPayment,
  verifyGatewayPayment,
  type DemoGateway,
  type PaymentGateway,
} from '../modules/payments/index';
import type { RequestAuth } from '../plugins/auth/auth.plugin';
import type { Deps } from '../plugins/events/deps';

const HOUR = 60 * 60 * 1000;

/**
 * Service bookings paid after completion (decision 062), through the payments' use cases on the
 * day after each job: Anil Reddy's (provider@nivaas.demo) completed jobs are paid in turn by UPI
 * with a reference he confirmed, and in cash he recorded; his latest is paid by UPI and waits for
 * his confirmation. His first was paid online where the demo gateway is on (decision 080): the
 * customer opened an order, the demo gateway's checkout paid it, and its signed result was
 * verified and captured as Razorpay's would be; where it is off, that one is paid by UPI too.
 * Priya's (the seeker's) completed booking is left for her to pay.
 */
export async function seedDemoServicePayments(
  app: FastifyInstance,
  ids: { seeker: string; provider: string },
  now: number,
): Promise<{ servicePayments: number }> {
  const at = (when: number): Deps => ({ ...app.deps, clock: { now: () => new Date(when) } });
  const jobs = await app.db
    .selectFrom('service_bookings')
    .select(['id', 'userId', 'date'])
    .where('providerId', '=', ids.provider)
    .where('status', '=', 'completed')
    .where('userId', '!=', ids.seeker)
    .orderBy('date')
    .orderBy('id')
    .execute();
  const people = await app.db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'lastName', 'userType'])
    .where('id', 'in', [ids.provider, ...new Set(jobs.map((j) => j.userId))])
    .execute();
  const caller = (id: string): RequestAuth => {
    const p = people.find((person) => person.id === id)!;
    return {
      userId: p.id,
      email: p.email,
      role: p.userType as Role,
      emailVerified: true,
      sessionId: 'demo-seed',
      name: { firstName: p.firstName, lastName: p.lastName },
      secondFactor: { enabled: false, passed: false },
    };
  };
  const gateway = gatewayFrom(app.deps.config);
  const demo = gateway?.name === 'demo' && 'settle' in gateway ? gateway : null;
  let payments = 0;
  for (const [index, job] of jobs.entries()) {
    const paidOn = Math.min(now - HOUR, new Date(`${job.date}T19:00:00+05:30`).getTime());
    const target = { type: 'service' as const, id: job.id };
    const latest = index === jobs.length - 1;
    if (index === 0 && demo && !latest) {
      await payOnline(at(paidOn), demo, caller(job.userId), target);
    } else if (index % 2 === 1 && !latest) {
      await recordCashPayment(at(paidOn), caller(ids.provider), target);
    } else {
      const reference = `5${String(420_000_000_00 + index * 6_113).padStart(11, '0')}`;
      const claim = await claimUpiPayment(at(paidOn), caller(job.userId), target, reference);
      if (!latest)
        await confirmPayment(at(Math.min(now, paidOn + 2 * HOUR)), caller(ids.provider), claim.id);
    }
    payments += 1;
  }
  return { servicePayments: payments };
}

/** The customer pays online through the demo gateway's checkout, captured through its verify. */
async function payOnline(
  deps: Deps,
  gateway: PaymentGateway & DemoGateway,
  customer: RequestAuth,
  target: { type: 'service'; id: string },
): Promise<void> {
  const order = await openGatewayOrder(deps, gateway, customer, target);
  const { checkout } = gateway.settle(order.orderId, order.amountPaise, 'paid');
  if (!checkout) throw new Error('the demo gateway paid without a checkout result');
  await verifyGatewayPayment(deps, gateway, customer, order.paymentId, checkout);
}
