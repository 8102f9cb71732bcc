import { pushEndpoints as endpoints, type PushSubscriptionInput } from '@nivaas/shared';
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
