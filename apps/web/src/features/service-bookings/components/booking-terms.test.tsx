import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import {
  SERVICE_BOOKING_TEXT_KEYS,
  serviceBookingTexts,
  type ServiceBooking,
} from '@nivaas/shared';
import { BookingItem } from './booking-item';
import { CancellationPolicyText } from './cancellation-policy-text';

type Json = Record<string, unknown>;
const files = import.meta.glob<Json>(
  '../../../locales/{en,hi}/{common,services,serviceBookings}.json',
  {
    eager: true,
    import: 'default',
  },
);
const ns = (lng: string, name: string) => files[`../../../locales/${lng}/${name}.json`]!;

async function render(node: ReactNode, lng = 'en'): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    ns: ['common', 'services', 'serviceBookings'],
    defaultNS: 'serviceBookings',
    resources: {
      [lng]: {
        common: ns(lng, 'common'),
        services: ns(lng, 'services'),
        serviceBookings: ns(lng, 'serviceBookings'),
      },
    },
    interpolation: { escapeValue: false },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{node}</MantineProvider>
    </I18nextProvider>,
  );
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

describe('what a booking agrees to', () => {
  it('says the policy in words, with the fee of this total', async () => {
    expect(await render(<CancellationPolicyText policy={null} />)).toContain(
      'Free cancellation at any time.',
    );
    expect(
      await render(
        <CancellationPolicyText policy={{ freeHours: 24, feePercent: 20 }} totalPaise={45_000} />,
      ),
    ).toContain(
      'Free cancellation until 24 hours before the slot; after that, a fee of 20% of the total (₹90).',
    );
    expect(
      await render(<CancellationPolicyText policy={{ freeHours: 1, feePercent: 50 }} />, 'hi'),
    ).toContain('स्लॉट से 1 घंटा पहले तक मुफ़्त रद्द करें; उसके बाद कुल राशि का 50% शुल्क।');
  });

  it('shows the total, the address once shared, and a late cancellation fee', async () => {
    const html = await render(<BookingItem booking={booking} side="provider" />);
    expect(html).toContain('Total: ₹450');
    expect(html).toContain('Address: 12 Temple Street, Mylapore, Chennai, 600004');

    const pending = await render(
      <BookingItem booking={{ ...booking, status: 'pending', address: null }} side="provider" />,
    );
    expect(pending).toContain('Address shown once you confirm');
    expect(pending).not.toContain('Mylapore');

    const cancelled = await render(
      <BookingItem
        booking={{ ...booking, status: 'cancelled', cancellationFeePaise: 9_000 }}
        side="customer"
      />,
    );
    expect(cancelled).toContain('Cancellation fee: ₹90');
  });

  // Every text of SERVICE_BOOKING_TEXTS, so a text declared there is tested here without more.
  it('shows each of the customer’s texts on the card to both sides, and names its box in each language', async () => {
    const texts = Object.fromEntries(
      SERVICE_BOOKING_TEXT_KEYS.map((k) => [k, `${k}: the tap in the kitchen drips`]),
    );
    for (const side of ['customer', 'provider'] as const) {
      const html = await render(<BookingItem booking={{ ...booking, ...texts }} side={side} />);
      for (const k of SERVICE_BOOKING_TEXT_KEYS) expect(html, `${side} ${k}`).toContain(texts[k]);
      const without = await render(<BookingItem booking={booking} side={side} />);
      for (const k of SERVICE_BOOKING_TEXT_KEYS) expect(without).not.toContain(`${k}:`);
    }
    for (const lng of ['en', 'hi']) {
      const modal = ns(lng, 'serviceBookings').modal as Record<string, unknown>;
      for (const k of SERVICE_BOOKING_TEXT_KEYS) {
        expect(modal[k], `${lng} modal.${k}`).toEqual(expect.stringMatching(/\S/));
        expect(modal[`${k}Hint`], `${lng} modal.${k}Hint`).toEqual(expect.stringMatching(/\S/));
      }
    }
  });
});
