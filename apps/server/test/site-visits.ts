import type { FastifyInstance } from 'fastify';
import { VISIT_WEEKDAYS, type SiteVisit } from '@nivaas/shared';
import { as, type TestUser } from './accounts';

/** Every day, all day: a visit slot two days on is always offered. */
export const ALL_WEEK = {
  windows: VISIT_WEEKDAYS.map((day) => ({ day, start: '00:00', end: '24:00' })),
};

export async function setHours(
  app: FastifyInstance,
  owner: TestUser,
  propertyId: string,
  hours: unknown = ALL_WEEK,
) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/site-visits/hours/${propertyId}`,
    headers: as(owner),
    payload: hours as Record<string, unknown>,
  });
  if (res.statusCode !== 200) throw new Error(`hours failed: ${res.statusCode} ${res.body}`);
}

export const postVisit = (
  app: FastifyInstance,
  seeker: TestUser | null,
  body: { propertyId: string; date: string; time: string; note?: string },
) => app.inject({ method: 'POST', url: '/api/site-visits', headers: as(seeker), payload: body });

export async function requestVisit(
  app: FastifyInstance,
  seeker: TestUser,
  body: { propertyId: string; date: string; time: string },
): Promise<SiteVisit> {
  const res = await postVisit(app, seeker, body);
  if (res.statusCode !== 201) throw new Error(`visit failed: ${res.statusCode} ${res.body}`);
  return res.json<SiteVisit>();
}

export const decide = (
  app: FastifyInstance,
  user: TestUser | null,
  id: string,
  body: { action: string; date?: string; time?: string },
) =>
  app.inject({
    method: 'POST',
    url: `/api/site-visits/${id}/decision`,
    headers: as(user),
    payload: body,
  });
