import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { callAuth } from '../lib/auth-error';
import { appLanguage } from '../lib/app-language';
import {
  LOGOUT_DELAY_MS,
  type RegisterInput,
  type SessionUser,
  type SignupRole,
} from '@nivaas/shared';
import { forgetSelectedRole, rememberSelectedRole } from '../lib/selected-role';
import { meQuery, sessionKey } from '../../../lib/session';
import { configKey } from '../../../lib/api/config';

/**
 * Sign-in, sign-up, sign-out, verification, password and email changes: Better Auth's
 * endpoints (/api/auth/*) through its client, as mutations. The session itself is lib/session.
 */
/** Starts an email change; the address switches only once the mailed link is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      callAuth(() =>
        authClient.changeEmail({
          newEmail: newEmail.trim().toLowerCase(),
          callbackURL: '/profile',
        }),
      ),
  });
}

/** Changes the password and signs out every other device. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      callAuth(() => authClient.changePassword({ ...input, revokeOtherSessions: true })),
  });
}

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

/** The server answers the same whether or not the account exists, so nobody can probe emails. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      callAuth(() =>
        authClient.requestPasswordReset({
          email: email.trim().toLowerCase(),
          redirectTo: '/auth/reset-password',
        }),
      ),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      callAuth(() =>
        authClient.resetPassword({ token: input.token, newPassword: input.newPassword }),
      ),
  });
}

export interface SignInInput {
  email: string;
  password: string;
}

/** What a password sign-in led to: a session, or a second factor still to give. */
export type SignInResult =
  { twoFactorRequired: true } | { twoFactorRequired: false; user: SessionUser | null };

/**
 * Email + password sign-in; resolves with the fresh session user so the page can route by role,
 * or says that the account asks for its second factor first (Better Auth's `twoFactorRedirect`).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: SignInInput): Promise<SignInResult> => {
      const data: unknown = await callAuth(() =>
        authClient.signIn.email({ email: email.trim().toLowerCase(), password }),
      );
      if (data && typeof data === 'object' && 'twoFactorRedirect' in data && data.twoFactorRedirect)
        return { twoFactorRequired: true };
      return {
        twoFactorRequired: false,
        user: await queryClient.fetchQuery({ ...meQuery, staleTime: 0 }),
      };
    },
  });
}

/**
 * Signs out: ends the session, forgets the saved role choice, waits briefly (spec: 300 ms) so
 * open requests settle, then drops everything cached about the person.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await callAuth(() => authClient.signOut());
      forgetSelectedRole();
      await new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY_MS));
    },
    onSuccess: () => {
      queryClient.setQueryData(sessionKey, null);
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== sessionKey[0] && q.queryKey[0] !== configKey[0],
      });
    },
  });
}

/** Creates the account; the server mails a verification link and signs in only after it is used. */
export function useSignUp() {
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      await callAuth(() =>
        authClient.signUp.email({
          email: input.email,
          password: input.password,
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
          userType: input.role,
          // The verification mail, and everything after, in the app's language (decision 066).
          language: appLanguage(),
          callbackURL: VERIFIED_CALLBACK_URL,
        }),
      );
      return input.email;
    },
  });
}

/** Where the link in the verification mail lands; it signs the person in on the way. */
export const VERIFIED_CALLBACK_URL = '/auth/verify-email?verified=1';

export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      callAuth(() =>
        authClient.sendVerificationEmail({
          email: email.trim().toLowerCase(),
          callbackURL: VERIFIED_CALLBACK_URL,
        }),
      ),
  });
}
