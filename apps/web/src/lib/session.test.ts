import { describe, expect, it } from 'vitest';
import { sessionStateSchema, type SessionUser } from '@nivaas/shared';
import { hasAdminPowers, isSessionState } from './session';

const person = (over: Partial<SessionUser>) => ({ id: 'u1', ...over }) as SessionUser;

describe('admin powers on the web', () => {
  it('are an admin’s only once this session passed the second factor', () => {
    expect(hasAdminPowers(person({ userType: 'admin', actsAsAdmin: true }))).toBe(true);
    expect(hasAdminPowers(person({ userType: 'admin', actsAsAdmin: false }))).toBe(false);
    expect(hasAdminPowers(person({ userType: 'admin', twoFactorEnabled: true }))).toBe(false);
  });

  it('are nobody else’s', () => {
    expect(hasAdminPowers(person({ userType: 'owner', actsAsAdmin: true }))).toBe(false);
    expect(hasAdminPowers(null)).toBe(false);
    expect(hasAdminPowers(undefined)).toBe(false);
  });
});

describe('the first load’s session read', () => {
  const user: SessionUser = {
    id: 'u1',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.in',
    emailVerified: true,
    userType: 'tenant',
    avatarUrl: '',
    phone: '',
    showPhoneOnListings: false,
    phoneNumber: '+919876543210',
    phoneVerified: true,
    contactPhone: null,
    bio: '',
    serviceCategory: '',
    serviceAreas: [],
    experienceYears: null,
    languages: ['en'],
    isServiceProvider: false,
    ipAddress: '',
    lastLoginIP: '',
    location: {},
    lastLoginLocation: {},
    lastLoginAt: '2026-11-28T10:00:00.000Z',
    lastActive: '2026-11-28T10:00:00.000Z',
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
    savedLocations: [],
    savedProperties: [],
    twoFactorEnabled: false,
    actsAsAdmin: false,
  };
  // The schema the server answers with is the judge: the guard agrees with it on each answer.
  const agrees = (answer: unknown) =>
    expect(isSessionState(answer), JSON.stringify(answer)).toBe(
      sessionStateSchema.safeParse(answer).success,
    );

  it('takes what the server answers, signed in or out', () => {
    expect(isSessionState({ user })).toBe(true);
    expect(isSessionState({ user: null })).toBe(true);
    agrees({ user });
    agrees({ user: { ...user, experienceYears: 4, contactPhone: '+919876543210' } });
    agrees({ user: null });
  });

  it('refuses anything else, as the schema does: a field missing or of another kind', () => {
    for (const answer of [null, 'signed in', [], {}, { user: 'u1' }, { user: [] }]) {
      expect(isSessionState(answer)).toBe(false);
      agrees(answer);
    }
    for (const key of Object.keys(user) as (keyof SessionUser)[]) {
      const { [key]: _dropped, ...missing } = user;
      expect(isSessionState({ user: missing }), `${key} missing`).toBe(false);
      agrees({ user: missing });
      const wrong = { ...user, [key]: typeof user[key] === 'boolean' ? 'yes' : true };
      expect(isSessionState({ user: wrong }), `${key} of another kind`).toBe(false);
      agrees({ user: wrong });
    }
  });
});
