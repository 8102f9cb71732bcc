import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOGOUT_DELAY_MS } from '@nivaas/shared';
import { configKey } from '../../../lib/api/config';
import { authClient } from '../../../lib/auth-client';
import { sessionKey } from '../../../lib/session';
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
      queryClient.setQueryData(sessionKey, null);
      queryClient.removeQueries({
        predicate: (q) => q.queryKey[0] !== sessionKey[0] && q.queryKey[0] !== configKey[0],
      });
    },
  });
}
