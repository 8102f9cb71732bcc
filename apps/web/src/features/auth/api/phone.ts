import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupRole } from '@nivaas/shared';
import { authClient } from '../../../lib/auth-client';
import { meQuery, sessionKey } from '../../../lib/session';
import { callAuth } from '../lib/auth-error';
import { appLanguage } from '../lib/app-language';

/**
 * Sign-in and sign-up by mobile number (decision 045): Better Auth's phone-number endpoints
 * (/api/auth/phone-number/*), which the server fronts with its own checks. The server reads the
 * number as typed (+91 by default) and answers `phone.*` reasons for what it refuses.
 */
const post = (path: string, body: Record<string, unknown>) =>
  callAuth(() => authClient.$fetch<unknown>(path, { method: 'POST', body }));

/** Sends a 6-digit code by SMS to the number. */
export function useSendPhoneCode() {
  return useMutation({
    // The app's language: the SMS to a number with no account yet is written in it.
    mutationFn: (phoneNumber: string) =>
      post('/phone-number/send-otp', { phoneNumber, language: appLanguage() }),
  });
}

/** A new account's names and role; without them the code signs in to an existing account. */
export interface PhoneSignUp {
  firstName: string;
  lastName: string;
  role: SignupRole;
}

/** Enters the code: signs in (or signs up with `signUp`), then reads the fresh session. */
export function usePhoneSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { phoneNumber: string; code: string; signUp?: PhoneSignUp }) => {
      const { signUp } = input;
      await post('/phone-number/verify', {
        phoneNumber: input.phoneNumber,
        code: input.code,
        ...(signUp
          ? {
              firstName: signUp.firstName,
              lastName: signUp.lastName,
              userType: signUp.role,
              language: appLanguage(),
            }
          : {}),
      });
      return queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    },
  });
}

/** Enters the code for a number the signed-in person adds to their account. */
export function useVerifyOwnPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { phoneNumber: string; code: string }) =>
      post('/phone-number/verify', { ...input, updatePhoneNumber: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
  });
}
