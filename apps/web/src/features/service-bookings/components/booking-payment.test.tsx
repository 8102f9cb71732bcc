import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { serviceBookingTexts, type ServiceBooking } from '@nivaas/shared';
import { BookingItem } from './booking-item';

type Json = Record<string, unknown>;
const files = import.meta.glob<Json>(
  '../../../locales/{en,hi}/{common,services,serviceBookings,money}.json',
  { eager: true, import: 'default' },
);
const ns = (lng: string, name: string) => files[`../../../locales/${lng}/${name}.json`]!;

async function render(node: ReactNode, lng = 'en'): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    ns: ['common', 'services', 'serviceBookings', 'money'],
    defaultNS: 'serviceBookings',
    resources: {
      [lng]: Object.fromEntries(
        ['common', 'services', 'serviceBookings', 'money'].map((n) => [n, ns(lng, n)]),
      ),
    },
    interpolation: { escapeValue: false },
  });
  // React marks where adjacent texts meet; a reader sees one line.
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider>{node}</MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  ).replaceAll('<!-- -->', '');
}

const person = (id: string, firstName: string) => ({
  id,
  firstName,
  lastName: 'Rao',
  avatarUrl: null,
});
const booking: ServiceBooking = {
  id: 'b1',
  serviceId: 's1',
  service: { id: 's1', title: 'Deep cleaning', category: 'cleaning', priceType: 'per-hour' },
  providerId: 'p1',
  provider: person('p1', 'Ravi'),
  userId: 'c1',
  customer: person('c1', 'Asha'),
  propertyId: null,
  ownerId: null,
  status: 'confirmed',
  date: '2026-12-03',
  timeSlot: '10:00-11:00',
  ...serviceBookingTexts({}),
  price: 450,
  totalPaise: 45_000,
  address: {
    label: null,
    line: '12 Temple Street',
    locality: 'Mylapore',
    city: 'Chennai',
    pinCode: '600004',
  },
  cancellationPolicy: { freeHours: 24, feePercent: 20 },
  cancellationFeePaise: null,
  owed: null,
  review: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};

const done = { ...booking, status: 'completed' as const };
const owed = (o: Partial<NonNullable<ServiceBooking['owed']>>): ServiceBooking => ({
  ...done,
  owed: { purpose: 'service', amountPaise: 45_000, state: 'unpaid', payment: null, ...o },
});
const claimed = {
  id: 'pay-1',
  method: 'upi' as const,
  status: 'claimed' as const,
  reference: 'UTR123456789',
  paidAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
};

describe('paying a completed booking (decision 062)', () => {
  it('asks the customer to pay by UPI and the provider to record cash while unpaid', async () => {
    const customer = await render(<BookingItem booking={owed({})} side="customer" />);
    expect(customer).toContain('Amount due: ₹450');
    expect(customer).toContain('Unpaid');
    expect(customer).toContain('Pay by UPI');
    expect(customer).not.toContain('Record cash payment');
    const provider = await render(<BookingItem booking={owed({})} side="provider" />);
    expect(provider).toContain('Record cash payment');
    expect(provider).not.toContain('Pay by UPI');
  });

  it('lets the provider confirm or dispute a UPI claim, and tells the customer it waits', async () => {
    const waiting = owed({ state: 'waiting', payment: claimed });
    const provider = await render(<BookingItem booking={waiting} side="provider" />);
    expect(provider).toContain('says this was paid by UPI, reference UTR123456789');
    expect(provider).toContain('Confirm receipt');
    expect(provider).toContain('Dispute');
    const customer = await render(<BookingItem booking={waiting} side="customer" />);
    expect(customer).toContain('Waiting for the provider to confirm (reference UTR123456789)');
    expect(customer).not.toContain('Pay by UPI');
  });

  it('tells the provider an online payment is under way and when it lapses; the customer may give it up', async () => {
    // Opened at 3:30 pm in India: it lapses 30 minutes later unless it is paid.
    const open = owed({
      state: 'waiting',
      payment: { ...claimed, method: 'gateway', status: 'created', reference: null },
    });
    const provider = await render(<BookingItem booking={open} side="provider" />);
    expect(provider).toContain('is paying online. If it is not completed by 4:00 pm, it lapses');
    expect(provider).not.toContain('Record cash payment');
    expect(provider).not.toContain('Give up online payment');
    const customer = await render(<BookingItem booking={open} side="customer" />);
    expect(customer).toContain('You started paying online.');
    expect(customer).toContain('it lapses at 4:00 pm');
    expect(customer).toContain('Give up online payment');
    const hindi = await render(<BookingItem booking={open} side="provider" />, 'hi');
    expect(hindi).toContain('ऑनलाइन भुगतान कर रहे हैं');
  });

  it('says how it was paid, and a late cancellation fee owed, in Hindi too', async () => {
    const paid = owed({
      state: 'paid',
      payment: { ...claimed, status: 'confirmed', paidAt: '2026-11-28T12:00:00.000Z' },
    });
    const html = await render(<BookingItem booking={paid} side="customer" />);
    expect(html).toContain('Paid by UPI · UTR123456789');
    expect(html).not.toContain('Pay by UPI');
    const fee = await render(
      <BookingItem
        booking={{
          ...booking,
          status: 'cancelled',
          cancellationFeePaise: 9_000,
          owed: { purpose: 'cancellation-fee', amountPaise: 9_000, state: 'unpaid', payment: null },
        }}
        side="customer"
      />,
      'hi',
    );
    expect(fee).toContain('रद्द करने का शुल्क बकाया: ₹90');
    expect(fee).toContain('UPI से भुगतान करें');
  });
});
