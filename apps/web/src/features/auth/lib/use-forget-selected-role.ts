import { useEffect } from 'react';
import { useMe } from '../../../lib/session';
import { forgetSelectedRoleSoon, hasSelectedRole } from './selected-role';

/**
 * Mount once at the app root. The role remembered before a Google redirect has served its
 * purpose once someone is signed in (the server read it when creating the account), so it is
 * cleared after the spec's 1 s delay. Runs wherever sign-in ends, since the sign-in pages
 * themselves hand a signed-in person straight on.
 */
export function useForgetSelectedRoleOnSignIn(): void {
  const { data: user } = useMe();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn && hasSelectedRole()) forgetSelectedRoleSoon();
  }, [signedIn]);
}
