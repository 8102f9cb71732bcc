import { describe, expect, it } from 'vitest';
import {
  base64UrlBytes,
  readPushState,
  turnOffPush,
  turnOnPush,
  type DeviceSubscription,
  type PushBrowser,
} from './push-device';

const KEY = 'BPcMbnWQL5GOYX_5SC-ZH9Pw6aPHK0lLbeMm2t3wVz6w';

/** A browser that records what it was asked; the person answers the prompt with `answer`. */
function fakeBrowser(opts: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  supported?: boolean;
  subscribed?: boolean;
}) {
  const calls: string[] = [];
  let permission = opts.permission ?? 'default';
  let current: DeviceSubscription | null = null;
  const make = (): DeviceSubscription => ({
    endpoint: 'https://push.example/device-1',
    toJSON: () => ({
      endpoint: 'https://push.example/device-1',
      keys: { p256dh: 'p256dh-key-of-the-device', auth: 'auth-secret-0123' },
    }),
    unsubscribe: async () => {
      calls.push('unsubscribe');
      current = null;
      return true;
    },
  });
  if (opts.subscribed) current = make();
  const browser: PushBrowser = {
    supported: async () => opts.supported ?? true,
    permission: () => permission,
    requestPermission: async () => {
      calls.push('requestPermission');
      permission = opts.answer ?? 'granted';
      return permission;
    },
    current: async () => current,
    subscribe: async (key) => {
      calls.push(`subscribe:${key.length}`);
      current = make();
      return current;
    },
  };
  const saved: unknown[] = [];
  const removed: string[] = [];
  const server = {
    publicKey: async () => KEY,
    save: async (s: unknown) => saved.push(s),
    remove: async (e: string) => removed.push(e),
  };
  return { browser, server, calls, saved, removed };
}

describe('push on this device', () => {
  it('is only read when the bell menu shows it: no prompt, no subscription', async () => {
    for (const permission of ['default', 'granted', 'denied'] as const) {
      const f = fakeBrowser({ permission });
      await readPushState(f.browser);
      expect(f.calls).toEqual([]);
      expect(f.saved).toEqual([]);
    }
    expect(await readPushState(fakeBrowser({}).browser)).toBe('off');
    expect(await readPushState(fakeBrowser({ permission: 'denied' }).browser)).toBe('blocked');
    expect(await readPushState(fakeBrowser({ supported: false }).browser)).toBe('unsupported');
    expect(
      await readPushState(fakeBrowser({ permission: 'granted', subscribed: true }).browser),
    ).toBe('on');
  });

  it('asks the person on their click, then subscribes with the server key and tells the server', async () => {
    const f = fakeBrowser({});
    expect(await turnOnPush(f.browser, f.server)).toBe('on');
    expect(f.calls).toEqual(['requestPermission', 'subscribe:33']);
    expect(f.saved).toEqual([
      {
        endpoint: 'https://push.example/device-1',
        keys: { p256dh: 'p256dh-key-of-the-device', auth: 'auth-secret-0123' },
      },
    ]);
  });

  it('subscribes nothing when the person says no', async () => {
    const f = fakeBrowser({ answer: 'denied' });
    expect(await turnOnPush(f.browser, f.server)).toBe('blocked');
    expect(f.calls).toEqual(['requestPermission']);
    expect(f.saved).toEqual([]);
  });

  it('turns off: the server forgets this browser and the browser unsubscribes', async () => {
    const f = fakeBrowser({ permission: 'granted', subscribed: true });
    expect(await turnOffPush(f.browser, f.server)).toBe('off');
    expect(f.removed).toEqual(['https://push.example/device-1']);
    expect(f.calls).toEqual(['unsubscribe']);
  });

  it('reads the base64url VAPID key into its bytes', () => {
    expect(Array.from(base64UrlBytes('AQID_-8'))).toEqual([1, 2, 3, 255, 239]);
  });
});
