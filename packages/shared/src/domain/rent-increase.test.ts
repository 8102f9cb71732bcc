import { describe, expect, it } from 'vitest';
import { increasedRent, rentIncrease } from './rent-increase';

describe('rent increase', () => {
  it('adds a fixed increase', () => {
    expect(increasedRent(12_000, 'fixed', 500)).toBe(12_500);
  });

  it('multiplies by 1 + value/100 for a percentage, rounded to whole rupees', () => {
    expect(increasedRent(12_000, 'percentage', 5)).toBe(12_600);
    expect(increasedRent(12_345, 'percentage', 7.5)).toBe(13_271); // 13270.875
    expect(increasedRent(12_500, 'percentage', 5)).toBe(13_125); // 13124.999… in binary
    expect(increasedRent(9_999, 'percentage', 0.01)).toBe(10_000); // 9999.9999
  });

  it('records the amount and the percentage of the step', () => {
    expect(rentIncrease(12_345, 'percentage', 7.5)).toEqual({
      previousRent: 12_345,
      newRent: 13_271,
      increaseAmount: 926,
      increasePercentage: 7.5,
    });
    expect(rentIncrease(15_000, 'fixed', 1_000)).toEqual({
      previousRent: 15_000,
      newRent: 16_000,
      increaseAmount: 1_000,
      increasePercentage: 6.67,
    });
  });
});
