import { describe, expect, it } from 'vitest';
import { numberInIndianWords, paiseInWords, rupeesInWords } from './amount-words';
import { formatPaise } from './money';

describe('amounts in words, Indian style', () => {
  it('writes a month of rent the way a receipt does', () => {
    expect(rupeesInWords(22_000)).toBe('Twenty-two thousand rupees only');
    expect(rupeesInWords(1)).toBe('One rupee only');
    expect(rupeesInWords(0)).toBe('Zero rupees only');
    expect(rupeesInWords(105)).toBe('One hundred five rupees only');
    expect(rupeesInWords(9_999)).toBe('Nine thousand nine hundred ninety-nine rupees only');
  });

  it('counts in lakhs and crores, not millions', () => {
    expect(rupeesInWords(1_00_000)).toBe('One lakh rupees only');
    expect(rupeesInWords(1_50_000)).toBe('One lakh fifty thousand rupees only');
    expect(rupeesInWords(2_64_000)).toBe('Two lakh sixty-four thousand rupees only');
    expect(numberInIndianWords(12_34_56_789)).toBe(
      'twelve crore thirty-four lakh fifty-six thousand seven hundred eighty-nine',
    );
    expect(numberInIndianWords(1_00_00_00_000)).toBe('one hundred crore');
    expect(numberInIndianWords(10_00_000)).toBe('ten lakh');
  });

  it('adds paise when there are any', () => {
    expect(paiseInWords(22_00_050)).toBe('Twenty-two thousand rupees and fifty paise only');
    expect(paiseInWords(75)).toBe('Seventy-five paise only');
    expect(paiseInWords(101)).toBe('One rupee and one paise only');
  });

  it('refuses what is not an amount', () => {
    expect(() => paiseInWords(-1)).toThrow(RangeError);
    expect(() => paiseInWords(1.5)).toThrow(RangeError);
  });

  it('writes figures with Indian grouping', () => {
    expect(formatPaise(22_00_000)).toBe('₹22,000');
    expect(formatPaise(1_50_000_00)).toBe('₹1,50,000');
    expect(formatPaise(12_34_56_789_05)).toBe('₹12,34,56,789.05');
    expect(formatPaise(50)).toBe('₹0.50');
  });
});
