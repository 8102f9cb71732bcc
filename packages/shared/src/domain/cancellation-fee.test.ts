import { describe, expect, it } from 'vitest';
import { cancellationFeePaise } from './cancellation-fee';

const HOUR = 3_600_000;
const start = Date.parse('2026-12-01T10:00:00+05:30');

describe('cancellationFeePaise', () => {
  it('is nothing without a policy, or before the free window closes', () => {
    expect(cancellationFeePaise(50_000, null, start, start - HOUR)).toBe(0);
    const policy = { freeHours: 24, feePercent: 20 };
    expect(cancellationFeePaise(50_000, policy, start, start - 25 * HOUR)).toBe(0);
    expect(cancellationFeePaise(50_000, { freeHours: 24, feePercent: 0 }, start, start)).toBe(0);
  });

  it('is the percentage of the total from N hours before, in whole paise', () => {
    const policy = { freeHours: 24, feePercent: 20 };
    expect(cancellationFeePaise(50_000, policy, start, start - 24 * HOUR)).toBe(10_000);
    expect(cancellationFeePaise(50_000, policy, start, start + HOUR)).toBe(10_000);
    expect(cancellationFeePaise(49_999, { freeHours: 2, feePercent: 33 }, start, start)).toBe(
      16_500,
    );
    expect(cancellationFeePaise(49_900, { freeHours: 0, feePercent: 100 }, start, start)).toBe(
      49_900,
    );
  });
});
