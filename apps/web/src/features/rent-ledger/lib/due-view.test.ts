import { describe, expect, it } from 'vitest';
import type { Due, Payment } from '@nivaas/shared';
import { dueAction } from './due-view';

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
