import {
  isRole,
  isSignupRole,
  roleFromSelected,
  SELECTED_ROLE_COOKIE,
  type SignupRole,
} from '@nivaas/shared';
import { cookieValue } from './read-cookie';

/** Splits a display name at its first space (spec section 4). */
export function splitName(displayName: string): { firstName: string; lastName: string } {
  const trimmed = displayName.trim().replace(/\s+/g, ' ');
  const at = trimmed.indexOf(' ');
  return at === -1
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, at), lastName: trimmed.slice(at + 1) };
}

export class InvalidSignupRole extends Error {}

/**
 * Decides the role and profile fields of a new account.
 * - Email or phone sign-up: the role picked on the form; admin or anything else is refused.
 * - Google (or any OAuth) sign-up: the role selected on the page before the redirect, carried
 *   in a cookie; anything unknown becomes tenant with a warning. Never admin.
 */
export function profileForNewUser(input: {
  path: string | undefined;
  requestedType: unknown;
  name: string;
  firstName: unknown;
  lastName: unknown;
  cookieHeader: string | null | undefined;
  warn: (msg: string, data: Record<string, unknown>) => void;
}): {
  userType: SignupRole | 'admin';
  firstName: string;
  lastName: string;
  isServiceProvider: boolean;
  serviceCategory: string;
} {
  let userType: SignupRole | 'admin';
  if (input.path === undefined) {
    // Our own server code (CLI, seed) creating an account outside any request: trusted.
    userType = isRole(input.requestedType) ? input.requestedType : 'tenant';
  } else if (input.path.startsWith('/sign-up') || input.path === '/phone-number/verify') {
    if (!isSignupRole(input.requestedType)) throw new InvalidSignupRole('Choose a role');
    userType = input.requestedType;
  } else {
    const selected = cookieValue(input.cookieHeader ?? '', SELECTED_ROLE_COOKIE) ?? null;
    const { role, valid } = roleFromSelected(selected);
    if (!valid)
      input.warn('new OAuth user without a valid selected role; using tenant', { selected });
    userType = role;
  }
  const split = splitName(input.name);
  const firstName =
    typeof input.firstName === 'string' && input.firstName.trim()
      ? input.firstName.trim()
      : split.firstName;
  const lastName =
    typeof input.lastName === 'string' && input.lastName.trim()
      ? input.lastName.trim()
      : split.lastName;
  return {
    userType,
    firstName,
    lastName,
    isServiceProvider: userType === 'service-provider',
    serviceCategory: '',
  };
}
