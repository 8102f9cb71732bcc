import type { FastifyInstance } from 'fastify';
import { addDaysToDate, kolkataDate, type Booking, type Property } from '@nivaas/shared';
import { ADMIN_WITHOUT_SECOND_FACTOR, as, makeUser, type TestUser } from './accounts';
import { makeProperty } from './properties';

/** Everyone a stay or a rent escalation concerns, and some who it does not. */
export interface StayCast {
  owner: TestUser;
  tenant: TestUser;
  anotherSeeker: TestUser;
  anotherOwner: TestUser;
  provider: TestUser;
  admin: TestUser;
  /** Signed in with the password only: a plain member until they pass TOTP. */
  adminWithoutSecondFactor: TestUser;
  listing: Property;
}

/** Generous: making six accounts on a busy machine takes a while. */
export const STAY_SETUP_TIMEOUT_MS = 120_000;

export async function makeStayCast(app: FastifyInstance, rent = 12_000): Promise<StayCast> {
  // Made side by side: each account costs a password hash, the slowest step of a test's setup.
  const [owner, tenant, anotherSeeker, anotherOwner, provider, admin, adminWithoutSecondFactor] =
    await Promise.all([
      makeUser(app, 'owner'),
      makeUser(app, 'tenant'),
      makeUser(app, 'tenant'),
      makeUser(app, 'owner'),
      makeUser(app, 'service-provider'),
      makeUser(app, 'admin'),
      makeUser(app, ADMIN_WITHOUT_SECOND_FACTOR),
    ]);
  return {
    owner,
    tenant,
    anotherSeeker,
    anotherOwner,
    provider,
    admin,
    adminWithoutSecondFactor,
    listing: await makeProperty(app, owner, { rent, title: 'Sunny 2BHK near Brodipet' }),
  };
}

/** A local date `days` from today (Asia/Kolkata). */
export const dayFromToday = (days: number): string => addDaysToDate(kolkataDate(new Date()), days);

/** A stay requested through the API, as the web app would. */
export async function requestStay(
  app: FastifyInstance,
  tenant: TestUser,
  propertyId: string,
  dates: { startDate: string; endDate: string; notes?: string },
): Promise<Booking> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/bookings`,
    headers: as(tenant),
    payload: dates,
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json<Booking>();
}

/** A confirmed stay from tomorrow for a year: the tenant now lives there. */
export async function confirmedStay(
  app: FastifyInstance,
  cast: { owner: TestUser; tenant: TestUser; listing: { id: string } },
): Promise<Booking> {
  const booking = await requestStay(app, cast.tenant, cast.listing.id, {
    startDate: dayFromToday(1),
    endDate: dayFromToday(366),
  });
  const res = await app.inject({
    method: 'POST',
    url: `/api/bookings/${booking.id}/confirm`,
    headers: as(cast.owner),
  });
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.statusCode} ${res.body}`);
  return res.json<Booking>();
}
