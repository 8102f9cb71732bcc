import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Notification, NotificationList } from '@nivaas/shared';
import { notificationKeys } from '../api/notifications';
import type { NotificationPages } from '../api/notifications';
import { NotificationBell } from './notification-bell';
import { NotificationsList } from './notifications-list';

type Json = Record<string, unknown>;
const files = import.meta.glob<Json>('../../../locales/en/{common,notifications,property}.json', {
  eager: true,
  import: 'default',
});
const en = (ns: string) => files[`../../../locales/en/${ns}.json`]!;

const note = (id: string, over: Partial<Notification>): Notification => ({
  id,
  userId: 'u1',
  propertyId: 'p1',
  senderId: 'u2',
  messageId: null,
  type: 'priceChange',
  title: '',
  message: '',
  data: {},
  read: false,
  createdAt: new Date().toISOString(),
  ...over,
});

async function render(ui: React.ReactNode, seed: (qc: QueryClient) => void): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['common', 'notifications', 'property'],
    defaultNS: 'common',
    resources: {
      en: { common: en('common'), notifications: en('notifications'), property: en('property') },
    },
    interpolation: { escapeValue: false },
  });
  const qc = new QueryClient();
  seed(qc);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={qc}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const list: Notification[] = [
  note('a', { data: { propertyTitle: 'Lake View', oldPrice: 20000, newPrice: 18000 } }),
  note('b', { type: 'message', read: true, data: { senderName: 'Asha', preview: 'Hello <b>' } }),
];

describe('the bell and the list, as rendered', () => {
  it('the bell is a button named "Notifications" with the unread count, and a 9+ badge', async () => {
    const html = await render(<NotificationBell />, (qc) =>
      qc.setQueryData<NotificationList>(notificationKeys.bell, {
        notifications: list,
        unreadCount: 12,
        nextCursor: null,
      }),
    );
    expect(html).toContain('aria-label="Notifications, 12 unread"');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('9+');
  });

  it('the list shows each notification in words, marks unread ones, and offers Mark all as read', async () => {
    const html = await render(<NotificationsList />, (qc) =>
      qc.setQueryData<NotificationPages>(notificationKeys.list, {
        pages: [{ notifications: list, unreadCount: 1, nextCursor: 'c1' }],
        pageParams: [null],
      }),
    );
    expect(html).toContain('Price dropped');
    expect(html).toContain('Lake View: price changed from ₹20,000 to ₹18,000.');
    expect(html).toContain('href="/properties/p1"');
    expect(html).toContain('href="/messages/u2"');
    expect(html).toContain('Unread: ');
    expect(html.match(/Unread: /g)).toHaveLength(1);
    // User text is text, never markup.
    expect(html).toContain('Hello &lt;b&gt;');
    expect(html).toContain('Mark all as read');
    expect(html).toContain('Load more');
    expect(html).toContain('1 unread');
  });

  it('the list says so when there is nothing yet', async () => {
    const html = await render(<NotificationsList />, (qc) =>
      qc.setQueryData<NotificationPages>(notificationKeys.list, {
        pages: [{ notifications: [], unreadCount: 0, nextCursor: null }],
        pageParams: [null],
      }),
    );
    expect(html).toContain('No notifications yet');
    expect(html).not.toContain('Load more');
  });
});
