import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { callAuth } from '../lib/auth-error';

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
