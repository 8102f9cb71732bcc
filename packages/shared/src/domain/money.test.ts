import { describe, expect, it } from 'vitest';
import {
  formatINR,
  formatINRShort,
  formatPaise,
  paiseToDecimalRupees,
  rupeesToPaise,
} from './money';

describe('formatINR', () => {
  it("reads the same as Intl's rupee currency format, to the character", () => {
    const currency = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    const amounts = [0, -0, 1, 0.005, 9.995, -0.004, 999, 1500.5, 85_000, 150_000, -150_000];
    amounts.push(12_345_678.9, 99_999.999, 25_000_000, 1e15, 123.456);
    // A spread of sizes and signs, the same every run.
    for (let i = 1; i <= 400; i++)
      amounts.push((((i * 7919) % 1000) * 10 ** (i % 12) * (i % 3 ? 1 : -1)) / 7);
    for (const amount of amounts)
      expect(formatINR(amount), String(amount)).toBe(currency.format(amount));
  });

  it('groups lakhs and crores and keeps a minus sign before the rupee sign', () => {
    expect(formatINR(12_500_000)).toBe('₹1,25,00,000');
    expect(formatINR(-1500.5)).toBe('-₹1,500.5');
  });

  it('writes short forms with the same digits as Intl', () => {
    const plain = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    for (let i = 1; i <= 400; i++) {
      const amount = ((i * 104_729) % 100_000) * 10 ** (i % 6);
      const expected =
        amount >= 10_000_000
          ? `₹${plain.format(amount / 10_000_000)} Cr`
          : amount >= 100_000
            ? `₹${plain.format(amount / 100_000)} L`
            : `₹${plain.format(amount)}`;
      expect(formatINRShort(amount), String(amount)).toBe(expected);
    }
  });
});

describe('formatPaise', () => {
  it('writes integer paise as rupees with Indian grouping, paise only when there are some', () => {
    expect(formatPaise(1_200_000)).toBe('₹12,000');
    expect(formatPaise(15_000_000_050)).toBe('₹15,00,00,000.50');
    expect(formatPaise(5)).toBe('₹0.05');
    expect(formatPaise(-250_075)).toBe('-₹2,500.75');
    expect(formatPaise(0)).toBe('₹0');
    expect(formatPaise(1.5)).toBe('');
    expect(formatPaise(null)).toBe('');
  });

  it('converts rupees to paise at the boundary and back for a UPI amount', () => {
    expect(rupeesToPaise(12_000)).toBe(1_200_000);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToDecimalRupees(1_200_005)).toBe('12000.05');
  });
});
