import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOGOUT_DELAY_MS } from '@nivaas/shared';
import { authClient } from '../../../lib/auth-client';
import { callAuth } from '../lib/auth-error';
import { forgetSelectedRole } from '../lib/selected-role';

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
      queryClient.setQueryData(['me'], null);
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== 'me' && q.queryKey[0] !== 'config',
      });
    },
  });
}
