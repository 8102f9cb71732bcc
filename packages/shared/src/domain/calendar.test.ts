import { describe, expect, it } from 'vitest';
import {
  addKolkataMonths,
  addMonthsToDate,
  daysBetween,
  isLocalDate,
  kolkataDate,
  startOfKolkataDay,
} from './calendar';

describe('calendar months of Asia/Kolkata', () => {
  it('takes 31 January to the last day of February, 28 or 29', () => {
    expect(addMonthsToDate('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonthsToDate('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonthsToDate('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonthsToDate('2025-03-31', 1)).toBe('2025-04-30');
    expect(addMonthsToDate('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonthsToDate('2025-03-31', -1)).toBe('2025-02-28');
  });

  it('counts from the Indian date, not the UTC one, around midnight UTC', () => {
    // 31 January 00:00 IST is still 30 January in UTC.
    expect(addKolkataMonths('2025-01-30T18:30:00.000Z', 1)).toBe('2025-02-27T18:30:00.000Z');
    expect(kolkataDate('2025-02-27T18:30:00.000Z')).toBe('2025-02-28');
    expect(addKolkataMonths('2024-01-30T18:30:00.000Z', 1)).toBe('2024-02-28T18:30:00.000Z');
    expect(kolkataDate('2024-02-28T18:30:00.000Z')).toBe('2024-02-29');
    // 31 January 23:59 IST (18:29 UTC) → 28 February 23:59 IST.
    expect(addKolkataMonths('2025-01-31T18:29:00.000Z', 1)).toBe('2025-02-28T18:29:00.000Z');
    // 31 January 20:00 UTC is already 1 February 01:30 IST: a month on is 1 March, not 28 February.
    expect(addKolkataMonths('2025-01-31T20:00:00.000Z', 1)).toBe('2025-02-28T20:00:00.000Z');
    expect(kolkataDate('2025-02-28T20:00:00.000Z')).toBe('2025-03-01');
    // 31 January 00:00 UTC is 31 January 05:30 IST.
    expect(addKolkataMonths('2025-01-31T00:00:00.000Z', 1)).toBe('2025-02-28T00:00:00.000Z');
    expect(addKolkataMonths('2025-01-31T00:00:00.000Z', 12)).toBe('2026-01-31T00:00:00.000Z');
  });

  it('starts a local day at 00:00 IST', () => {
    expect(startOfKolkataDay('2025-03-01')).toBe('2025-02-28T18:30:00.000Z');
    expect(kolkataDate(startOfKolkataDay('2025-03-01'))).toBe('2025-03-01');
  });

  it('knows real dates and counts days between them', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2025-02-29')).toBe(false);
    expect(isLocalDate('2025-13-01')).toBe(false);
    expect(isLocalDate('1 Feb 2025')).toBe(false);
    expect(daysBetween('2025-01-31', '2025-03-01')).toBe(29);
    expect(daysBetween('2024-01-31', '2024-03-01')).toBe(30);
  });
});
