import { describe, expect, it } from 'vitest';
import { endpointKey, rentLedgerEndpoints, type Due, type StayLedger } from '@nivaas/shared';
import { renderStatic, textOf } from '../../../../test/static-render';
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

const render = (data: StayLedger, lng = 'en') =>
  renderStatic(<StayMoney bookingId="b1" />, {
    seed: [[endpointKey(rentLedgerEndpoints.stay, { bookingId: 'b1' }), data]],
    lng,
  }).then(textOf);

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

  it('speaks Hindi', async () => {
    const text = await render(ledger({}), 'hi');
    expect(text).toContain('किराया देय तिथि');
    expect(text).toContain('₹20,500 लौटाएँ');
  });
});
