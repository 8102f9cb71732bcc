import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput, SessionUser } from '@nivaas/shared';
import { api } from '../../../lib/api-client';

/** PATCH /api/profile; the answer is the updated person, which becomes the cached ['me']. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      api<SessionUser>('/api/profile', { method: 'PATCH', body: input }),
    onSuccess: (user) => {
      queryClient.setQueryData(['me'], user);
      void queryClient.invalidateQueries({ queryKey: ['users', user.id] });
    },
  });
}
