import { describe, expect, it } from 'vitest';
import type { Due, Payment } from '@nivaas/shared';
import { dueAction, duePapers } from './due-view';

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
      '/api/rent-ledger/stays/b1/statement?year=2026&lang=en',
    );
  });

  it('are none for a month not yet paid, or for the deposit', () => {
    expect(duePapers({ ...rent, paidAt: null }, 'en')).toBeNull();
    expect(
      duePapers({ ...rent, kind: 'deposit', paidAt: '2027-02-10T06:00:00.000Z' }, 'en'),
    ).toBeNull();
  });
});
