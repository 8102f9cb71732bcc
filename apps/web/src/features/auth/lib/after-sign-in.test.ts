import { describe, expect, it } from 'vitest';
import { afterSignInPath, fromState, safeFrom } from './after-sign-in';

describe('safeFrom', () => {
  it('accepts in-app paths as strings or router locations', () => {
    expect(safeFrom('/favorites')).toBe('/favorites');
    expect(safeFrom({ pathname: '/properties', search: '?city=Pune', hash: '#map' })).toBe(
      '/properties?city=Pune#map',
    );
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      42,
      null,
    ]) {
      expect(safeFrom(bad)).toBeNull();
    }
  });

  it('refuses sign-in pages so a person is never sent back to them', () => {
    for (const page of [
      '/login',
      '/login?role=owner',
      '/register',
      '/auth/verify-email?email=a',
      '/auth/reset-password',
    ]) {
      expect(safeFrom(page)).toBeNull();
    }
    expect(safeFrom('/loginhelp')).toBe('/loginhelp');
  });
});

describe('afterSignInPath', () => {
  it('prefers where the person came from', () => {
    expect(afterSignInPath('/messages/u1', 'owner')).toBe('/messages/u1');
  });

  it('falls back to the role home', () => {
    expect(afterSignInPath(null, 'owner')).toBe('/owner');
    expect(afterSignInPath(undefined, 'service-provider')).toBe('/service-provider');
    expect(afterSignInPath('//x', 'admin')).toBe('/admin');
    expect(afterSignInPath(null, 'tenant')).toBe('/properties');
  });
});

describe('fromState', () => {
  it('reads { from } out of router state', () => {
    expect(fromState({ from: { pathname: '/owner' } })).toEqual({ pathname: '/owner' });
    expect(fromState(null)).toBeNull();
    expect(fromState('x')).toBeNull();
  });
});

describe('safeFrom control characters', () => {
  it('refuses paths with control characters (header or log injection)', () => {
    expect(safeFrom('/ok\r\nSet-Cookie: x')).toBeNull();
    expect(safeFrom('/tab\there')).toBeNull();
  });
});
