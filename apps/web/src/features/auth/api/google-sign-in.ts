import { useMutation } from '@tanstack/react-query';
import type { SignupRole } from '@nivaas/shared';
import { authClient } from '../../../lib/auth-client';
import { callAuth } from '../lib/auth-error';
import { rememberSelectedRole } from '../lib/selected-role';

/**
 * Starts Google sign-in. The role picked on the page is remembered first: the server reads it
 * when Google sends a new person back, to create their account with that role.
 * Back from Google, the person lands on the login page, which sends them on.
 */
export function useGoogleSignIn() {
  return useMutation({
    mutationFn: async ({ role, from }: { role: SignupRole; from: string | null }) => {
      rememberSelectedRole(role);
      const callbackURL = from ? `/login?from=${encodeURIComponent(from)}` : '/login';
      // Better Auth's client follows the returned Google URL itself.
      return callAuth(() =>
        authClient.signIn.social({
          provider: 'google',
          callbackURL,
          errorCallbackURL: '/login?error=google',
        }),
      );
    },
  });
}
