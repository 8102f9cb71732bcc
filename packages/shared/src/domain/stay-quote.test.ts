import { describe, expect, it } from 'vitest';
import { quoteStay } from './stay-quote';

const quote = (startDate: string, endDate: string, monthlyRent = 12_000) =>
  quoteStay({ monthlyRent, startDate, endDate });

describe('stay quote', () => {
  it('charges whole calendar months, both dates included', () => {
    expect(quote('2025-01-01', '2025-01-31')).toMatchObject({
      months: 1,
      extraDays: 0,
      totalAmount: 12_000,
    });
    expect(quote('2025-01-15', '2025-03-14')).toMatchObject({
      months: 2,
      extraDays: 0,
      totalAmount: 24_000,
    });
    // February is short: 31 January to 27 February is one whole month.
    expect(quote('2025-01-31', '2025-02-27')).toMatchObject({ months: 1, extraDays: 0, days: 28 });
    expect(quote('2025-01-01', '2025-12-31')).toMatchObject({ months: 12, totalAmount: 144_000 });
  });

  it('charges left-over days as their share of the month they fall in', () => {
    // 1 to 10 June: 10 days of a 30-day month.
    expect(quote('2025-06-01', '2025-06-10')).toMatchObject({
      months: 0,
      extraDays: 10,
      extraMonthDays: 30,
      totalAmount: 4_000,
    });
    // One month from 1 January, then 1 to 14 February: 14 of 28 days.
    expect(quote('2025-01-01', '2025-02-14')).toMatchObject({
      months: 1,
      extraDays: 14,
      extraMonthDays: 28,
      totalAmount: 18_000,
    });
    // A single day of a 31-day month, rounded to whole rupees (387.0967…).
    expect(quote('2025-01-05', '2025-01-05')).toMatchObject({ days: 1, totalAmount: 387 });
  });
});
