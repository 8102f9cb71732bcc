import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES, sessionUserSchema } from '@nivaas/shared';
import { useTestApp } from '../../../test/use-test-app';
import {
  ADMIN_WITHOUT_SECOND_FACTOR,
  as,
  makeSettledUser as makeUser,
  type TestUser,
} from '../../../test/accounts';

const t = useTestApp();
let subject: TestUser;
beforeAll(async () => {
  subject = await makeUser(t.app, 'service-provider', { firstName: 'Anil', lastName: 'Reddy' });
  await t.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: as(subject),
    payload: { phone: '9876543210', bio: 'Packers and movers, Hyderabad' },
  });
  await t.app.db
    .insertInto('user_service_areas')
    .values({ userId: subject.id, area: 'Kukatpally', position: 0 })
    .execute();
});

const view = (viewer: TestUser | null, id = subject.id) =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: as(viewer) });
const PRIVATE = [
  'email',
  'phone',
  'phoneNumber',
  'ipAddress',
  'lastLoginIP',
  'location',
  'lastLoginLocation',
  'lastLoginAt',
  'lastActive',
  'emailVerified',
  'savedLocations',
  'savedProperties',
];

describe('GET /api/users/:id', () => {
  it('answers 401 to a signed-out caller', async () => {
    expect((await view(null)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown person', async () => {
    const viewer = await makeUser(t.app, 'tenant');
    const res = await view(viewer, 'no-such-person-id');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not-found');
  });

  it.each([...ROLES.filter((r) => r !== 'admin'), ADMIN_WITHOUT_SECOND_FACTOR] as const)(
    'shows a %s only the public fields of someone else',
    async (role) => {
      const viewer = await makeUser(t.app, role);
      const res = await view(viewer);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        id: subject.id,
        firstName: 'Anil',
        lastName: 'Reddy',
        userType: 'service-provider',
        avatarUrl: '',
        bio: 'Packers and movers, Hyderabad',
        serviceCategory: '',
        serviceAreas: ['Kukatpally'],
        createdAt: expect.any(String),
        contactPhone: null,
        phoneVerified: false,
      });
      for (const field of PRIVATE) expect(body).not.toHaveProperty(field);
      expect(res.body).not.toContain(subject.email);
      expect(res.body).not.toContain('9876543210');
      expect(res.body).not.toContain('127.0.0.1');
    },
  );

  it('shows the phone to signed-in people only once its owner chooses to, and hides it again', async () => {
    const viewer = await makeUser(t.app, 'tenant');
    const choose = (showPhoneOnListings: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: as(subject),
        payload: { showPhoneOnListings },
      });
    const shown = await choose(true);
    expect(shown.json()).toMatchObject({ showPhoneOnListings: true, phone: '+919876543210' });
    expect((await view(viewer)).json().contactPhone).toBe('+919876543210');
    expect((await view(null)).statusCode).toBe(401);
    await choose(false);
    expect((await view(viewer)).json().contactPhone).toBeNull();
    expect((await view(viewer)).body).not.toContain('9876543210');
  });

  it('shows the person their own whole record', async () => {
    const res = await view(subject);
    expect(res.statusCode).toBe(200);
    const body = sessionUserSchema.parse(res.json());
    expect(body).toMatchObject({
      email: subject.email,
      phone: '+919876543210',
      ipAddress: '127.0.0.1',
      lastLoginIP: '127.0.0.1',
    });
    expect(body.location).toMatchObject({ city: 'Localhost', status: 'development' });
  });

  it('shows an admin the whole record', async () => {
    const admin = await makeUser(t.app, 'admin');
    const body = sessionUserSchema.parse((await view(admin)).json());
    expect(body).toMatchObject({
      id: subject.id,
      email: subject.email,
      phone: '+919876543210',
      ipAddress: '127.0.0.1',
    });
    expect(body.lastLoginLocation).toMatchObject({ country: 'Development' });
  });
});
