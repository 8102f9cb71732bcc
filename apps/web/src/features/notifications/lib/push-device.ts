import type { PushSubscriptionInput } from '@nivaas/shared';

/** This browser's push state: what the bell menu offers. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** A browser's subscription as the app needs it. */
export interface DeviceSubscription {
  endpoint: string;
  toJSON: () => unknown;
  unsubscribe: () => Promise<boolean>;
}

/** What the browser offers for push, behind one face (the real one below; tests give a fake). */
export interface PushBrowser {
  /** Whether this browser can be pushed at all (a service worker registered, the Push API). */
  supported: () => Promise<boolean>;
  /** The permission as it stands; reading it never asks the person. */
  permission: () => NotificationPermission;
  /** Asks the person: only ever from their own click. */
  requestPermission: () => Promise<NotificationPermission>;
  current: () => Promise<DeviceSubscription | null>;
  subscribe: (applicationServerKey: Uint8Array) => Promise<DeviceSubscription>;
}

interface Server {
  publicKey: () => Promise<string>;
  save: (subscription: PushSubscriptionInput) => Promise<unknown>;
  remove: (endpoint: string) => Promise<unknown>;
}

/** Reads where this browser stands without asking anything (safe on every render). */
export async function readPushState(browser: PushBrowser): Promise<PushState> {
  if (!(await browser.supported())) return 'unsupported';
  if (browser.permission() === 'denied') return 'blocked';
  if (browser.permission() !== 'granted') return 'off';
  return (await browser.current()) ? 'on' : 'off';
}

/**
 * The person clicked "Turn on notifications on this device": the browser asks them, and only
 * when they allow it is the browser subscribed with our VAPID key and the server told.
 */
export async function turnOnPush(browser: PushBrowser, server: Server): Promise<PushState> {
  const permission = await browser.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const key = base64UrlBytes(await server.publicKey());
  const subscription = (await browser.current()) ?? (await browser.subscribe(key));
  await server.save(subscription.toJSON() as PushSubscriptionInput);
  return 'on';
}

/** This browser is pushed nothing more: the server forgets it and the browser unsubscribes. */
export async function turnOffPush(browser: PushBrowser, server: Server): Promise<PushState> {
  const subscription = await browser.current();
  if (subscription) {
    await server.remove(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}

export function base64UrlBytes(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** The browser's own Push API, through the service worker's registration. */
export function realPushBrowser(): PushBrowser {
  const registration = async () =>
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator
      ? ((await navigator.serviceWorker.getRegistration()) ?? null)
      : null;
  return {
    supported: async () =>
      typeof window !== 'undefined' &&
      'Notification' in window &&
      'PushManager' in window &&
      (await registration()) !== null,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    current: async () => (await registration())?.pushManager.getSubscription() ?? null,
    subscribe: async (applicationServerKey) => {
      const reg = await registration();
      if (!reg) throw new Error('No service worker');
      return reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey as BufferSource,
      });
    },
  };
}
