import type { Application, ApplicationFormInput, Property } from '@nivaas/shared';
import { ADMIN_WITHOUT_SECOND_FACTOR, as, makeUser, type TestUser } from './accounts';
import type { TestApp } from './build-test-app';
import { multipartBody } from './multipart';
import { makeProperty } from './properties';

/** Everyone an application's authorisation matrix asks about, around one owner's listing. */
export interface Cast {
  owner: TestUser;
  otherOwner: TestUser;
  seeker: TestUser;
  otherSeeker: TestUser;
  provider: TestUser;
  admin: TestUser;
  /** Signed in with the password only: a plain member until they pass TOTP. */
  adminWithoutSecondFactor: TestUser;
  listing: Property;
}

export async function makeCast(t: TestApp): Promise<Cast> {
  const owner = await makeUser(t.app, 'owner');
  const otherOwner = await makeUser(t.app, 'owner');
  return {
    owner,
    otherOwner,
    seeker: await makeUser(t.app, 'tenant', { firstName: 'Asha', lastName: 'Rao' }),
    otherSeeker: await makeUser(t.app, 'tenant'),
    provider: await makeUser(t.app, 'service-provider'),
    admin: await makeUser(t.app, 'admin'),
    adminWithoutSecondFactor: await makeUser(t.app, ADMIN_WITHOUT_SECOND_FACTOR),
    listing: await makeProperty(t.app, owner, { title: 'Sunny 2BHK near Brodipet' }),
  };
}

/** Answers that satisfy the Basic template. */
export const basicAnswers = () => ({
  occupation: 'Software engineer',
  income: 85000,
  moveInDate: '2026-01-01',
  duration: '1-2 years',
});

export const apply = (
  t: TestApp,
  user: TestUser | null,
  propertyId: string,
  body: Record<string, unknown> = { answers: basicAnswers() },
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/applications`,
    headers: as(user),
    payload: body,
  });

export async function applyOk(
  t: TestApp,
  user: TestUser,
  propertyId: string,
  body?: Record<string, unknown>,
): Promise<Application> {
  const res = await apply(t, user, propertyId, body);
  if (res.statusCode !== 201) throw new Error(`apply failed: ${res.statusCode} ${res.body}`);
  return res.json<{ application: Application }>().application;
}

export function applySimple(
  t: TestApp,
  user: TestUser | null,
  propertyId: string,
  parts: Parameters<typeof multipartBody>[0],
) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/properties/${propertyId}/applications/simple`,
    headers: { ...as(user), ...headers },
    payload,
  });
}

export const saveForm = (
  t: TestApp,
  user: TestUser | null,
  propertyId: string,
  form: ApplicationFormInput,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/properties/${propertyId}/application-form`,
    headers: as(user),
    payload: form as unknown as Record<string, unknown>,
  });

/** A request to one of the application routes as `user`. */
export const call = (
  t: TestApp,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: as(user), ...(payload ? { payload } : {}) });

export const stored = (t: TestApp, id: string) =>
  t.app.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
