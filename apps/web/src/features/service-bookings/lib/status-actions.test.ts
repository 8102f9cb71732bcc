import { describe, expect, it } from 'vitest';
import { canReview, customerCanCancel, providerActions } from './status-actions';

describe('service booking actions', () => {
  it('offers a provider each next step of the lifecycle', () => {
    expect(providerActions('pending')).toEqual(['confirmed', 'declined']);
    expect(providerActions('confirmed')).toEqual(['in-progress', 'cancelled']);
    expect(providerActions('in-progress')).toEqual(['completed']);
    for (const done of ['completed', 'declined', 'cancelled'] as const)
      expect(providerActions(done)).toEqual([]);
  });

  it('lets a customer cancel before the work starts and review once after it ends', () => {
    expect(customerCanCancel('pending')).toBe(true);
    expect(customerCanCancel('confirmed')).toBe(true);
    expect(customerCanCancel('in-progress')).toBe(false);
    expect(canReview({ status: 'completed', review: null })).toBe(true);
    expect(canReview({ status: 'completed', review: { rating: 5 } })).toBe(false);
    expect(canReview({ status: 'confirmed', review: null })).toBe(false);
  });
});
