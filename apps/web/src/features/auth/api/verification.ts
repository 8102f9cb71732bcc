import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { callAuth } from '../lib/auth-error';

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
