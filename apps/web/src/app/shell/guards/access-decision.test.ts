import { describe, expect, it } from 'vitest';
import type { Role } from '@nivaas/shared';
import { decideAccess, loginPathFor, type AccessRule } from './access-decision';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const signedIn = (userType: Role) => ({ user: { userType }, error: null });
const signedOut = { user: null, error: null };
const loading = { user: undefined, error: null };

const ownerOnly: AccessRule = { kind: 'role', roles: ['owner'] };
const guest: AccessRule = { kind: 'guest', next: (role) => `/home-of-${role}` };

describe('decideAccess', () => {
  it('waits (spinner) while the session is loading, for every rule', () => {
    for (const rule of [
      { kind: 'signed-in' },
      { kind: 'gate' },
      ownerOnly,
      guest,
    ] as AccessRule[]) {
      expect(decideAccess(loading, rule, at('/x'))).toEqual({ kind: 'loading' });
    }
  });

  it('surfaces a session that could not be loaded (connection notice) instead of guessing', () => {
    const error = new Error('Failed to fetch');
    expect(decideAccess({ user: undefined, error }, { kind: 'signed-in' }, at('/x'))).toEqual({
      kind: 'error',
      error,
    });
  });

  it('sends signed-out people to /login remembering where they were', () => {
    expect(decideAccess(signedOut, { kind: 'signed-in' }, at('/favorites'))).toEqual({
      kind: 'redirect',
      to: '/login?from=%2Ffavorites',
      remember: true,
    });
    expect(
      decideAccess(signedOut, ownerOnly, at('/owner/properties/p1', '?tab=photos', '#top')),
    ).toEqual({
      kind: 'redirect',
      to: '/login?from=%2Fowner%2Fproperties%2Fp1%3Ftab%3Dphotos%23top',
      remember: true,
    });
  });

  it('shows the gate instead of redirecting where the gate is enabled', () => {
    expect(decideAccess(signedOut, { kind: 'gate' }, at('/roommates'))).toEqual({ kind: 'gate' });
    expect(decideAccess(signedIn('service-provider'), { kind: 'gate' }, at('/roommates'))).toEqual({
      kind: 'allow',
    });
  });

  it('sends a signed-in person with the wrong role to their own home', () => {
    const homes: Record<Role, string> = {
      tenant: '/properties',
      'service-provider': '/service-provider',
      admin: '/admin',
      owner: '/owner',
    };
    for (const role of ['tenant', 'service-provider', 'admin'] as const) {
      expect(decideAccess(signedIn(role), ownerOnly, at('/owner'))).toEqual({
        kind: 'redirect',
        to: homes[role],
        remember: false,
      });
    }
    expect(
      decideAccess(signedIn('owner'), { kind: 'role', roles: ['tenant'] }, at('/tenant')),
    ).toEqual({
      kind: 'redirect',
      to: '/owner',
      remember: false,
    });
    expect(decideAccess(signedIn('owner'), ownerOnly, at('/owner'))).toEqual({ kind: 'allow' });
  });

  it('lets anyone signed in through signed-in routes', () => {
    for (const role of ['tenant', 'owner', 'service-provider', 'admin'] as const) {
      expect(decideAccess(signedIn(role), { kind: 'signed-in' }, at('/favorites'))).toEqual({
        kind: 'allow',
      });
    }
  });

  it('moves signed-in people off the sign-in pages and lets guests stay', () => {
    expect(decideAccess(signedIn('admin'), guest, at('/login'))).toEqual({
      kind: 'redirect',
      to: '/home-of-admin',
      remember: false,
    });
    expect(decideAccess(signedOut, guest, at('/login'))).toEqual({ kind: 'allow' });
  });
});

describe('loginPathFor', () => {
  it('keeps /login plain when there is nothing to come back to', () => {
    expect(loginPathFor(at('/'))).toBe('/login');
  });
});
