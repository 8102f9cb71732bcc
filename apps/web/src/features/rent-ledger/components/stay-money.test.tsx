import { describe, expect, it } from 'vitest';
import {
  endpointKey,
  rentLedgerEndpoints,
  type AppConfig,
  type Due,
  type Payment,
  type StayLedger,
} from '@nivaas/shared';
import { renderStatic, textOf } from '../../../../test/static-render';
import { configKey } from '../../../lib/api/config';
import { StayMoney } from './stay-money';

const due = (kind: Due['kind'], paidAt: string | null): Due =>
  ({ id: kind, kind, amountPaise: 24_000_00, paidAt, state: paidAt ? 'paid' : 'due' }) as Due;

const ledger = (over: Partial<StayLedger>): StayLedger => ({
  bookingId: 'b1',
  propertyTitle: 'Teak House',
  tenantId: 't1',
  ownerId: 'o1',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  dueDay: 5,
  ownerLeftAt: null,
  dues: [due('deposit', '2026-01-01T10:00:00Z')],
  deductions: [{ id: 'x1', amountPaise: 3_500_00, reason: 'Broken window', createdAt: '' }],
  refunds: [],
  totals: { duePaise: 0, paidPaise: 24_000_00, refundedPaise: 0, deductedPaise: 3_500_00 },
  ...over,
});

const render = (data: StayLedger, lng = 'en', gateway: 'demo' | null = null) =>
  renderStatic(<StayMoney bookingId="b1" />, {
    seed: [
      [endpointKey(rentLedgerEndpoints.stay, { bookingId: 'b1' }), data],
      [configKey, { paymentGateway: gateway } as AppConfig],
    ],
    lng,
  }).then(textOf);

/** The deposit paid through the gateway. */
const paidOnline = (): Due => ({
  ...due('deposit', '2026-01-01T10:00:00Z'),
  payment: { method: 'gateway', status: 'confirmed' } as Payment,
});
const refund = (status: Payment['status'], amountPaise: number, method = 'gateway'): Payment =>
  ({ id: `r-${status}`, kind: 'refund', method, status, amountPaise }) as Payment;

describe("the owner's rent and deposit of a stay", () => {
  it('shows the due day, what was kept and why, and offers the refund of the rest', async () => {
    const text = await render(ledger({}));
    expect(text).toContain('Rent due day');
    expect(text).toContain('Paid ₹24,000 · kept ₹3,500 · paid back ₹0');
    expect(text).toContain('₹3,500 · Broken window');
    expect(text).toContain('Add deduction');
    expect(text).toContain('Pay back ₹20,500');
    expect(text).toContain('Record refund');
  });

  it('offers no refund once the deposit is paid back, or before it is paid', async () => {
    const done = await render(
      ledger({
        totals: { duePaise: 0, paidPaise: 0, refundedPaise: 20_500_00, deductedPaise: 3_500_00 },
      }),
    );
    expect(done).toContain('Nothing of the deposit is left to pay back.');
    expect(done).not.toContain('Record refund');
    const unpaid = await render(ledger({ dues: [due('deposit', null)], deductions: [] }));
    expect(unpaid).toContain('The deposit is not paid yet.');
  });

  it('offers to refund online a deposit paid online, where the gateway is on', async () => {
    const online = await render(ledger({ dues: [paidOnline()] }), 'en', 'demo');
    expect(online).toContain('Online');
    expect(online).toContain('Refund online');
    expect(online).toContain('It goes back through the gateway');
    // Not without the gateway, nor for a deposit paid another way.
    expect(await render(ledger({ dues: [paidOnline()] }))).not.toContain('Refund online');
    expect(await render(ledger({}), 'en', 'demo')).not.toContain('Refund online');
  });

  it('lists each refund and where it stands; one waiting for the gateway is not left to pay back', async () => {
    const text = await render(
      ledger({
        dues: [paidOnline()],
        refunds: [refund('failed', 20_500_00), refund('created', 5_000_00)],
      }),
      'en',
      'demo',
    );
    expect(text).toContain('₹20,500 · Online · Failed: pay it back again or another way');
    expect(text).toContain('₹5,000 · Online · Waiting for the gateway');
    expect(text).toContain('Pay back ₹15,500');
    const telugu = await render(
      ledger({ dues: [paidOnline()], refunds: [refund('confirmed', 20_500_00)] }),
      'te',
      'demo',
    );
    expect(telugu).toContain('₹20,500 · ఆన్‌లైన్ · తిరిగి ఇచ్చారు');
  });

  it('speaks Hindi', async () => {
    const text = await render(ledger({}), 'hi');
    expect(text).toContain('किराया देय तिथि');
    expect(text).toContain('₹20,500 लौटाएँ');
  });
});
