import { describe, expect, it } from 'vitest';
import type { Due, Payment } from '@nivaas/shared';
import { depositPosition, dueAction, duePapers, typedRupeesToPaise } from './due-view';

const due = (state: Due['state'], payment: Partial<Payment> | null = null): Due =>
  ({ state, payment: payment && ({ status: 'claimed', ...payment } as Payment) }) as Due;

describe('what a side may do with a due', () => {
  it('lets the tenant pay an unpaid due, or wait while a payment is with the owner', () => {
    expect(dueAction(due('late'), 'tenant')).toBe('pay');
    expect(dueAction(due('due', { status: 'disputed' }), 'tenant')).toBe('pay');
    expect(dueAction(due('due', { status: 'claimed' }), 'tenant')).toBe('waiting');
    expect(dueAction(due('paid', { status: 'confirmed' }), 'tenant')).toBe('none');
  });

  it('lets the owner confirm or dispute a claimed payment, or record cash', () => {
    expect(dueAction(due('due', { status: 'claimed' }), 'owner')).toBe('review');
    expect(dueAction(due('due', { status: 'created' }), 'owner')).toBe('waiting');
    expect(dueAction(due('upcoming'), 'owner')).toBe('cash');
  });
});

describe("a due's papers", () => {
  const rent = { id: 'd1', bookingId: 'b1', kind: 'rent' as const };

  it('are a receipt and the statement of the year it was paid in, once paid', () => {
    // 31 March 2027 20:00 UTC is 1 April 2027 in India: the year 2027–28.
    expect(duePapers({ ...rent, paidAt: '2027-03-31T20:00:00.000Z' }, 'hi')).toEqual({
      receipt: '/api/rent-ledger/dues/d1/receipt?lang=hi',
      statement: '/api/rent-ledger/stays/b1/statement?year=2027&lang=hi',
      years: '2027–28',
    });
    expect(duePapers({ ...rent, paidAt: '2027-02-10T06:00:00.000Z' }, 'ta')?.statement).toBe(
      '/api/rent-ledger/stays/b1/statement?year=2026&lang=ta',
    );
  });

  it('are none for a month not yet paid, or for the deposit', () => {
    expect(duePapers({ ...rent, paidAt: null }, 'en')).toBeNull();
    expect(
      duePapers({ ...rent, kind: 'deposit', paidAt: '2027-02-10T06:00:00.000Z' }, 'en'),
    ).toBeNull();
  });
});

describe('the deposit at move-out', () => {
  const ledger = (paidAt: string | null, deductedPaise: number, refundedPaise: number) => ({
    dues: [{ kind: 'deposit', amountPaise: 24_000_00, paidAt } as Due],
    totals: { duePaise: 0, paidPaise: 0, deductedPaise, refundedPaise },
  });

  it('leaves what was paid less what was kept and paid back', () => {
    expect(depositPosition(ledger('2026-01-01T00:00:00Z', 3_500_00, 0))).toEqual({
      paidPaise: 24_000_00,
      deductedPaise: 3_500_00,
      refundedPaise: 0,
      leftPaise: 20_500_00,
      paidOnline: false,
    });
    expect(depositPosition(ledger('2026-01-01T00:00:00Z', 3_500_00, 20_500_00)).leftPaise).toBe(0);
    expect(depositPosition(ledger(null, 0, 0)).paidPaise).toBe(0);
  });

  it('leaves nothing of an online refund waiting for the gateway, but a failed one is left', () => {
    const refund = (status: Payment['status'], amountPaise: number) =>
      ({ status, amountPaise }) as Payment;
    const withRefunds = {
      ...ledger('2026-01-01T00:00:00Z', 3_500_00, 0),
      refunds: [refund('failed', 20_500_00), refund('created', 5_000_00)],
    };
    expect(depositPosition(withRefunds)).toMatchObject({ refundedPaise: 0, leftPaise: 15_500_00 });
  });

  it('reads typed rupees as whole paise, never a float', () => {
    expect(typedRupeesToPaise('3,500')).toBe(3_500_00);
    expect(typedRupeesToPaise('₹ 1250.5')).toBe(1_250_50);
    expect(typedRupeesToPaise('0.1')).toBe(10);
    for (const bad of ['', '0', '-5', '12.345', 'abc']) expect(typedRupeesToPaise(bad)).toBeNull();
  });
});
