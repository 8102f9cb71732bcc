import { roleHome, type Role } from '@nivaas/shared';

/**
 * Who may see a route (spec section 2, access guard):
 * - `signed-in`: anyone signed in; others go to /login, remembering where they came from;
 * - `gate`: anyone signed in; others see the "You're Almost In!" page in place;
 * - `role`: only these roles; others signed in go to their own home;
 * - `guest`: the sign-in pages; people already signed in go on to where they were headed.
 */
export type AccessRule =
  | { kind: 'signed-in' }
  | { kind: 'gate' }
  | { kind: 'role'; roles: readonly Role[] }
  | { kind: 'guest'; next: (role: Role) => string };

export type AccessDecision =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'allow' }
  | { kind: 'gate' }
  | { kind: 'redirect'; to: string; remember: boolean };

/** What the session query knows: `undefined` until it has answered, `null` when signed out. */
export interface SessionState {
  user: { userType: Role } | null | undefined;
  error: unknown;
}

/** `/login?from=…` for the current place, so sign-in can bring the person back. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const from = `${location.pathname}${location.search}${location.hash}`;
  return from === '/' ? '/login' : `/login?from=${encodeURIComponent(from)}`;
}

export function decideAccess(
  session: SessionState,
  rule: AccessRule,
  location: { pathname: string; search: string; hash: string },
): AccessDecision {
  const { user } = session;
  if (user === undefined)
    return session.error ? { kind: 'error', error: session.error } : { kind: 'loading' };
  if (rule.kind === 'guest')
    return user
      ? { kind: 'redirect', to: rule.next(user.userType), remember: false }
      : { kind: 'allow' };
  if (!user) {
    return rule.kind === 'gate'
      ? { kind: 'gate' }
      : { kind: 'redirect', to: loginPathFor(location), remember: true };
  }
  if (rule.kind === 'role' && !rule.roles.includes(user.userType)) {
    return { kind: 'redirect', to: roleHome(user.userType), remember: false };
  }
  return { kind: 'allow' };
}
