import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@nivaas/shared';
import { authClient } from '../../../lib/auth-client';
import { callAuth } from '../lib/auth-error';
import { meQuery } from '../../../lib/session';

export interface SignInInput {
  email: string;
  password: string;
}

/** Email + password sign-in; resolves with the fresh session user so the page can route by role. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: SignInInput): Promise<SessionUser | null> => {
      await callAuth(() =>
        authClient.signIn.email({ email: email.trim().toLowerCase(), password }),
      );
      return queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    },
  });
}
