import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointKey,
  pushEndpoints as endpoints,
  type PushSettings,
  type PushSubscriptionInput,
} from '@nivaas/shared';
import { call } from '../../../lib/api/call';

/** The server's side of this browser's push subscription (decision 063). */
export interface PushServer {
  publicKey: () => Promise<string>;
  save: (subscription: PushSubscriptionInput) => Promise<unknown>;
  remove: (endpoint: string) => Promise<unknown>;
}

export const pushServer: PushServer = {
  publicKey: async () => (await call(endpoints.key, {})).publicKey,
  save: (subscription) => call(endpoints.subscribe, { body: subscription }),
  remove: (endpoint) => call(endpoints.unsubscribe, { body: { endpoint } }),
};

export const pushSettingsKey = endpointKey(endpoints.settings);

/** GET /api/push/settings: which kinds of notification the person's devices are pushed. */
export const usePushSettings = () =>
  useQuery({
    queryKey: pushSettingsKey,
    queryFn: ({ signal }) => call(endpoints.settings, {}, { signal }),
    staleTime: 60_000,
  });

/** PUT /api/push/settings: shown at once; the server's answer is kept, a failure rolls back. */
export function useSavePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PushSettings) => call(endpoints.saveSettings, { body: settings }),
    onMutate: (settings) => {
      const before = queryClient.getQueryData<PushSettings>(pushSettingsKey);
      queryClient.setQueryData(pushSettingsKey, settings);
      return { before };
    },
    onSuccess: (saved) => queryClient.setQueryData(pushSettingsKey, saved),
    onError: (_e, _s, context) => {
      if (context?.before) queryClient.setQueryData(pushSettingsKey, context.before);
    },
  });
}
