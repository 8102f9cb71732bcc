import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Agreement, AgreementList } from '@nivaas/shared';
import { agreementKeys } from '../api/agreements';
import { AgreementsView } from './agreements-view';

type Json = Record<string, unknown>;
const files = import.meta.glob<Json>('../../../locales/en/{common,agreements}.json', {
  eager: true,
  import: 'default',
});
const en = (ns: string) => files[`../../../locales/en/${ns}.json`]!;

async function render(list: AgreementList): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['common', 'agreements'],
    defaultNS: 'common',
    resources: { en: { common: en('common'), agreements: en('agreements') } },
    interpolation: { escapeValue: false },
  });
  const qc = new QueryClient();
  qc.setQueryData(agreementKeys.list(), list);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={qc}>
          <AgreementsView />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const agreement: Agreement = {
  id: 'agr1',
  bookingId: 'b1',
  propertyId: 'p1',
  version: 2,
  status: 'waiting',
  terms: {
    ownerName: 'Ramesh Iyer',
    tenantName: 'Priya Sharma',
    propertyTitle: 'Quiet 1 BHK in Brodipet',
    address: '12-7-41, Brodipet, Guntur 522002',
    startDate: '2026-12-01',
    endDate: '2027-10-31',
    months: 11,
    monthlyRent: 22_000,
    deposit: 66_000,
    dueDay: 5,
    escalation: null,
    lockInMonths: 3,
    noticeMonths: 1,
    houseRules: [],
    clauses: [],
  },
  documentHash: 'a'.repeat(64),
  acceptances: [
    { party: 'owner', name: 'Ramesh Iyer', acceptedAt: '2026-11-28T10:00:00Z', ip: '203.0.113.1' },
  ],
  yourParty: 'tenant',
  createdAt: '2026-11-28T09:00:00Z',
  updatedAt: '2026-11-28T09:30:00Z',
};

describe('the rental agreements page', () => {
  it('asks the tenant to accept the version the owner accepted, and links both PDFs', async () => {
    const html = await render({ agreements: [agreement], staysWithout: [] });
    expect(html).toContain('Waiting for acceptance');
    expect(html).toContain('₹22,000 a month, deposit ₹66,000, 11 months');
    expect(html).toContain('Owner Ramesh Iyer accepted on');
    expect(html).toContain('Tenant has not accepted this version yet');
    expect(html).toContain('Accept agreement');
    expect(html).not.toContain('Edit clauses');
    expect(html).toContain('href="/api/agreements/agr1/pdf?lang=en"');
    expect(html).toContain('href="/api/agreements/agr1/pdf?lang=hi"');
  });

  it('offers the owner to generate one for a confirmed stay, and to edit their own', async () => {
    const html = await render({
      agreements: [
        {
          ...agreement,
          yourParty: 'owner',
          status: 'accepted',
          acceptances: [
            ...agreement.acceptances,
            {
              party: 'tenant',
              name: 'Priya Sharma',
              acceptedAt: '2026-11-28T11:00:00Z',
              ip: '198.51.100.2',
            },
          ],
        },
      ],
      staysWithout: [
        {
          bookingId: 'b2',
          propertyTitle: 'Sunny 2BHK in Arundelpet',
          tenantName: 'Karthik Rao',
          startDate: '2027-01-01',
          endDate: '2027-11-30',
        },
      ],
    });
    expect(html).toContain('Confirmed stays without an agreement');
    expect(html).toContain('Sunny 2BHK in Arundelpet');
    expect(html).toContain('Generate agreement');
    expect(html).toContain('Accepted by both');
    expect(html).toContain('Edit clauses');
    expect(html).not.toContain('Accept agreement');
  });
});
