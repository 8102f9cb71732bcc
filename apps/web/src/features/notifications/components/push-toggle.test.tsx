import { describe, expect, it } from 'vitest';
import { Menu } from '@mantine/core';
import { renderStatic, textOf } from '../../../../test/static-render';
import { pushSettingsKey } from '../api/push';
import type { PushBrowser } from '../lib/push-device';
import { PushSettingsPanel } from './push-settings';
import { PushToggle } from './push-toggle';

/** A browser whose prompt and subscription must not be reached by showing the menu. */
function untouchedBrowser() {
  const asked: string[] = [];
  const browser: PushBrowser = {
    supported: async () => true,
    permission: () => 'default',
    requestPermission: async () => {
      asked.push('requestPermission');
      return 'granted';
    },
    current: async () => null,
    subscribe: async () => {
      asked.push('subscribe');
      throw new Error('not on load');
    },
  };
  return { browser, asked };
}

const server = {
  publicKey: async () => {
    throw new Error('not on load');
  },
  save: async () => {
    throw new Error('not on load');
  },
  remove: async () => undefined,
};

const inMenu = (ui: React.ReactNode) => (
  <Menu opened withinPortal={false} transitionProps={{ duration: 0 }}>
    <Menu.Target>
      <button type="button">bell</button>
    </Menu.Target>
    <Menu.Dropdown>{ui}</Menu.Dropdown>
  </Menu>
);

describe('the bell menu’s push toggle', () => {
  it('offers "Turn on notifications on this device" and asks nothing on showing', async () => {
    const { browser, asked } = untouchedBrowser();
    const html = await renderStatic(
      inMenu(<PushToggle browser={browser} server={server} initial="off" />),
    );
    expect(textOf(html)).toContain('Turn on notifications on this device');
    expect(html).toMatch(/role="menuitem"/);
    await new Promise((r) => setTimeout(r, 10));
    expect(asked).toEqual([]);
  });

  it('says so in Hindi, offers turning off when on, and explains a block', async () => {
    const { browser } = untouchedBrowser();
    const hi = await renderStatic(
      inMenu(<PushToggle browser={browser} server={server} initial="off" />),
      { lng: 'hi' },
    );
    expect(textOf(hi)).toContain('इस डिवाइस पर सूचनाएँ चालू करें');
    const on = await renderStatic(
      inMenu(<PushToggle browser={browser} server={server} initial="on" />),
    );
    expect(textOf(on)).toContain('Turn off notifications on this device');
    const blocked = await renderStatic(
      inMenu(<PushToggle browser={browser} server={server} initial="blocked" />),
    );
    expect(textOf(blocked)).toContain(
      "Notifications are blocked for this site in your browser's settings",
    );
    const unsupported = await renderStatic(
      inMenu(<PushToggle browser={browser} server={server} initial="unsupported" />),
    );
    expect(textOf(unsupported)).not.toContain('this device');
  });
});

describe('the push settings', () => {
  it('show one switch per kind, ticked as the server says', async () => {
    const html = await renderStatic(<PushSettingsPanel />, {
      seed: [
        [
          pushSettingsKey,
          {
            kinds: {
              messages: true,
              bookings: true,
              rent: false,
              savedSearches: true,
              visits: true,
            },
          },
        ],
      ],
    });
    const text = textOf(html);
    for (const label of [
      'Push notifications',
      'New messages',
      'Bookings and applications',
      'Rent due',
      'Saved-search matches',
      'Site visits',
    ])
      expect(text).toContain(label);
    expect(html.match(/type="checkbox"/g)).toHaveLength(5);
    expect(html.match(/checked=""/g)).toHaveLength(4);
  });
});
