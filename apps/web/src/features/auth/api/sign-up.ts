import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@nivaas/shared';
import { authClient } from '../../../lib/auth-client';
import { callAuth } from '../lib/auth-error';
import { VERIFIED_CALLBACK_URL } from './verification';

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
          callbackURL: VERIFIED_CALLBACK_URL,
        }),
      );
      return input.email;
    },
  });
}
