import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput, SessionUser } from '@nivaas/shared';
import { api } from '../../../lib/api-client';
import { userKeys } from '../../../lib/api/users';
import { sessionKey } from '../../../lib/session';
import { serviceKeys } from './services';

/** PATCH /api/profile with a provider's own fields; the answer becomes the cached session. */
export function useUpdateProviderProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      api<SessionUser>('/api/profile', { method: 'PATCH', body: input }),
    onSuccess: async (user) => {
      client.setQueryData(sessionKey, user);
      await Promise.all([
        client.invalidateQueries({ queryKey: userKeys.detail(user.id) }),
        client.invalidateQueries({ queryKey: serviceKeys.provider(user.id) }),
      ]);
    },
  });
}
