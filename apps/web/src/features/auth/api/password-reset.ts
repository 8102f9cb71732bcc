import { useMutation } from '@tanstack/react-query';
import { authClient } from '../../../lib/auth-client';
import { callAuth } from '../lib/auth-error';

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
