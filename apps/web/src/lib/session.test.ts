import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@nivaas/shared';
import { hasAdminPowers } from './session';

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
