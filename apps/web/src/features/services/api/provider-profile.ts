import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEndpoints, type ProfileUpdateInput } from '@nivaas/shared';
import { call } from '../../../lib/api/call';
import { userKeys } from '../../../lib/api/users';
import { sessionKey } from '../../../lib/session';
import { serviceKeys } from './services';

/** Saves a provider's own profile fields; the answer becomes the cached session. */
export function useUpdateProviderProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => call(userEndpoints.updateProfile, { body: input }),
    onSuccess: async (user) => {
      client.setQueryData(sessionKey, user);
      await Promise.all([
        client.invalidateQueries({ queryKey: userKeys.detail(user.id) }),
        client.invalidateQueries({ queryKey: serviceKeys.provider(user.id) }),
      ]);
    },
  });
}
