import type { FastifyInstance } from 'fastify';
import { visitSlots, type VisitingHours } from '@nivaas/shared';
import type { RequestAuth } from '../plugins/auth/auth.plugin';
import { OPEN_LISTING, SHOWN_LISTING } from '../modules/properties/index';
import { decideSiteVisit, requestSiteVisit, setVisitingHours } from '../modules/site-visits/index';

/** Weekdays mornings and evenings, Sunday late morning: when an owner shows a flat. */
const HOURS: VisitingHours = {
  windows: [
    ...(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const).flatMap((day) => [
      { day, start: '10:00', end: '13:00' },
      { day, start: '16:00', end: '19:00' },
    ]),
    { day: 'sun', start: '11:00', end: '14:00' },
  ],
};

const asCaller = (u: {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: RequestAuth['role'];
}): RequestAuth => ({
  userId: u.id,
  email: u.email,
  role: u.userType,
  emailVerified: true,
  sessionId: 'demo-seed',
  secondFactor: { enabled: false, passed: false },
  name: { firstName: u.firstName, lastName: u.lastName },
});

/**
 * The demo owner shows two of their open listings at set visiting hours; the demo seeker has
 * one visit to the first of them, confirmed, two days from now.
 */
export async function seedDemoSiteVisits(
  app: FastifyInstance,
  ids: { seeker: string; owner: string },
): Promise<{ visitingHours: number; siteVisits: number }> {
  const people = await app.db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'lastName', 'userType'])
    .where('id', 'in', [ids.seeker, ids.owner])
    .execute();
  const owner = asCaller(people.find((p) => p.id === ids.owner)!);
  const seeker = asCaller(people.find((p) => p.id === ids.seeker)!);
  const listings = await app.db
    .selectFrom('properties')
    .select('id')
    .where('ownerId', '=', ids.owner)
    .where(OPEN_LISTING)
    .where(SHOWN_LISTING)
    .orderBy('createdAt', 'desc')
    .limit(2)
    .execute();
  for (const l of listings) await setVisitingHours(app.deps, owner, l.id, HOURS);
  const first = listings[0];
  if (!first) return { visitingHours: 0, siteVisits: 0 };
  const day = visitSlots(HOURS.windows, app.deps.clock.now()).find(
    (d, i) => i >= 2 && d.times.length > 0,
  );
  if (!day) return { visitingHours: listings.length, siteVisits: 0 };
  const visit = await requestSiteVisit(app.deps, seeker, {
    propertyId: first.id,
    date: day.date,
    time: day.times.includes('17:00') ? '17:00' : day.times[0]!,
    note: 'I can come with my brother, if that is all right.',
  });
  await decideSiteVisit(app.deps, owner, visit.id, { action: 'confirm' });
  return { visitingHours: listings.length, siteVisits: 1 };
}
