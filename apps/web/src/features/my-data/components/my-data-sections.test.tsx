import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { AccountDeletionCheck, MyDataExportState } from '@nivaas/shared';
import { myDataKeys } from '../api/my-data';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';

type Json = Record<string, unknown>;
const files = import.meta.glob<Json>('../../../locales/en/{common,myData}.json', {
  eager: true,
  import: 'default',
});
const en = (ns: string) => files[`../../../locales/en/${ns}.json`]!;

async function render(node: ReactNode, seed: (qc: QueryClient) => void): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['common', 'myData'],
    defaultNS: 'common',
    resources: { en: { common: en('common'), myData: en('myData') } },
    interpolation: { escapeValue: false },
  });
  const qc = new QueryClient();
  seed(qc);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={qc}>
          <MemoryRouter>{node}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const check = (over: Partial<AccountDeletionCheck> = {}): AccountDeletionCheck => ({
  blockedBy: null,
  confirmWith: { password: true, code: false, sms: null },
  serviceBookings: { toCancel: 0, inProgress: 0 },
  listings: 0,
  staysKept: 0,
  ...over,
});

describe('Delete my account', () => {
  it('says what is erased and what is kept as "Former member", and why', async () => {
    const html = await render(<DeleteAccountSection />, (qc) =>
      qc.setQueryData(myDataKeys.deletionCheck(), check()),
    );
    expect(html).toContain('What is erased');
    expect(html).toContain('What is kept, shown as &quot;Former member&quot;');
    expect(html).toContain('the conversation is their record too');
    expect(html).toContain('the owner needs them for rent and deposits');
  });

  it('tells a provider what happens to bookings not done yet', async () => {
    const html = await render(<DeleteAccountSection />, (qc) =>
      qc.setQueryData(
        myDataKeys.deletionCheck(),
        check({ serviceBookings: { toCancel: 2, inProgress: 1 } }),
      ),
    );
    expect(html).toContain(
      'Service bookings not started yet: 2. They will be cancelled and your customers told.',
    );
    expect(html).toContain('Service bookings in progress: 1.');
  });

  it('stops the last admin before they try', async () => {
    const html = await render(<DeleteAccountSection />, (qc) =>
      qc.setQueryData(myDataKeys.deletionCheck(), check({ blockedBy: 'last-admin' })),
    );
    expect(html).toContain('You are the last admin.');
    expect(html).toMatch(/<button[^>]*disabled[^>]*>(?:(?!<\/button>).)*Delete my account</);
  });

  it('lets an account made by phone (no password) go on, to confirm with a code by SMS', async () => {
    const phoneOnly = { password: false, code: false, sms: '+91 ••••• •0001' };
    const html = await render(<DeleteAccountSection />, (qc) =>
      qc.setQueryData(myDataKeys.deletionCheck(), check({ confirmWith: phoneOnly })),
    );
    expect(html).not.toContain('set a password first');
    expect(html).not.toMatch(/<button[^>]*disabled[^>]*>(?:(?!<\/button>).)*Delete my account</);
    const none = await render(<DeleteAccountSection />, (qc) =>
      qc.setQueryData(
        myDataKeys.deletionCheck(),
        check({ confirmWith: { password: false, code: false, sms: null } }),
      ),
    );
    expect(none).toContain('set a password first');
  });
});

describe('Download my data', () => {
  it('offers the ready copy as a download from its own link', async () => {
    const state: MyDataExportState = {
      export: {
        id: 'e1',
        status: 'ready',
        requestedAt: '2026-11-28T10:00:00.000Z',
        readyAt: '2026-11-28T10:00:01.000Z',
        expiresAt: '2026-11-29T10:00:01.000Z',
        token: 'T'.repeat(43),
      },
    };
    const html = await render(<DataExportSection />, (qc) =>
      qc.setQueryData(myDataKeys.exportState(), state),
    );
    expect(html).toContain(`href="/api/me/data-export/${'T'.repeat(43)}"`);
    expect(html).toContain('download=""');
    expect(html).toContain('Download my data (JSON)');
  });
});
