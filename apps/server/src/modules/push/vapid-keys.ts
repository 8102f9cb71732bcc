import webpush from 'web-push';
import type { Deps } from '../../plugins/events/deps';
import { offerVapidKeys, storedVapidKeys } from './push.repository';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const known = new WeakMap<object, Promise<VapidKeys>>();

/**
 * The VAPID key pair: the environment's (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY), else the one in
 * the database, made on first need by whichever instance comes first. A browser subscribed with
 * one public key gets pushes only when signed with it, so every instance must read the same.
 */
export function vapidKeys(deps: Pick<Deps, 'db' | 'config' | 'clock'>): Promise<VapidKeys> {
  if (deps.config.push.vapid) return Promise.resolve(deps.config.push.vapid);
  let keys = known.get(deps.db);
  if (!keys) {
    keys = (async () => {
      const stored = await storedVapidKeys(deps.db);
      if (stored) return stored;
      await offerVapidKeys(deps.db, webpush.generateVAPIDKeys(), deps.clock.now().toISOString());
      const chosen = await storedVapidKeys(deps.db);
      if (!chosen) throw new Error('VAPID keys were not stored');
      return chosen;
    })();
    keys.catch(() => known.delete(deps.db));
    known.set(deps.db, keys);
  }
  return keys;
}
