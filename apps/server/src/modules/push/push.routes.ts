import type { FastifyInstance } from 'fastify';
import { pushEndpoints as endpoints } from '@nivaas/shared';
import { routeEndpoint } from '../../plugins/endpoints/route-endpoint';
import { getPushSettings, savePushSettings } from './push-settings';
import { removeSubscription } from './remove-subscription';
import { saveSubscription } from './save-subscription';
import { vapidKeys } from './vapid-keys';

/** The VAPID public key, this browser's subscription, and which kinds are pushed. */
export async function pushRoutes(root: FastifyInstance) {
  const deps = root.deps;
  routeEndpoint(root, endpoints.key, async () => ({
    publicKey: (await vapidKeys(deps)).publicKey,
  }));
  routeEndpoint(root, endpoints.subscribe, ({ caller, body }) =>
    saveSubscription(deps, caller, body),
  );
  routeEndpoint(root, endpoints.unsubscribe, ({ caller, body }) =>
    removeSubscription(deps, caller, body.endpoint),
  );
  routeEndpoint(root, endpoints.settings, ({ caller }) => getPushSettings(deps, caller));
  routeEndpoint(root, endpoints.saveSettings, ({ caller, body }) =>
    savePushSettings(deps, caller, body),
  );
}
