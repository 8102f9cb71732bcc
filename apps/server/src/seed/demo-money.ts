import type { FastifyInstance } from 'fastify';
import { addDaysToDate, kolkataDate, type Role } from '@nivaas/shared';
import {
  claimUpiPayment,
  confirmPayment,
  recordCashPayment,
  saveMyUpiId,
} from '../modules/payments/index';
import { listStayDues } from '../modules/rent-ledger/index';
import type { RequestAuth } from '../plugins/auth/auth.plugin';
import type { Deps } from '../plugins/events/deps';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Money on the demo accounts: the owner and the provider are paid at UPI IDs; Priya's stay in
 * Hyderabad has its deposit paid in cash and the months already begun paid by UPI and
 * confirmed by the owner, but for the latest two: the one before is late, the latest (or the
 * next, within 30 days) due: a visitor can pay them online through the demo gateway (decision
 * 067). Made through the payments' use cases, each on its own day.
 */
export async function seedDemoMoney(
  app: FastifyInstance,
  ids: { seeker: string; owner: string; provider: string },
  now: number,
): Promise<{ payments: number }> {
  const at = (when: number): Deps => ({ ...app.deps, clock: { now: () => new Date(when) } });
  await saveMyUpiId(at(now - 200 * DAY), ids.owner, {
    vpa: 'ravi.kumar@okaxis',
    payeeName: 'Ravi Kumar',
  });
  await saveMyUpiId(at(now - 150 * DAY), ids.provider, {
    vpa: 'anil.reddy@ybl',
    payeeName: 'Anil Reddy',
  });

  const people = await app.db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'lastName', 'userType'])
    .where('id', 'in', [ids.seeker, ids.owner])
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
  const stay = await app.db
    .selectFrom('bookings')
    .select(['id'])
    .where('tenantId', '=', ids.seeker)
    .where('ownerId', '=', ids.owner)
    .where('status', '=', 'confirmed')
    .orderBy('startDate')
    .executeTakeFirst();
  if (!stay) return { payments: 0 };
  const today = kolkataDate(new Date(now));
  const dues = await listStayDues(app.db, stay.id);
  const begun = dues.filter((d) => d.kind === 'rent' && d.dueDate <= today);
  // The latest month begun stays late when the next falls due within 30 days; else it is "due".
  const unpaidFrom = Math.max(0, begun.length - 1);
  const dayOf = (date: string) => new Date(`${date}T10:30:00+05:30`).getTime();
  let payments = 0;
  for (const due of dues) {
    if (due.kind === 'deposit') {
      await recordCashPayment(at(dayOf(due.dueDate)), caller(ids.owner), due.id);
      payments += 1;
      continue;
    }
    const index = begun.findIndex((d) => d.id === due.id);
    if (index < 0 || index >= unpaidFrom) continue;
    const paidOn = dayOf(addDaysToDate(due.dueDate, index % 2));
    const claim = await claimUpiPayment(
      at(paidOn),
      caller(ids.seeker),
      due.id,
      `4${String(310_000_000_00 + index * 7_919).padStart(11, '0')}`,
    );
    await confirmPayment(at(paidOn + 3 * 60 * 60 * 1000), caller(ids.owner), claim.id);
    payments += 1;
  }
  return { payments };
}
