import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatINR,
  formatINRShort,
  formatNumber,
  formatRelativeTime,
  formatTime,
  formatTimeSlot,
  intlLocale,
} from './format';

describe('formatINR', () => {
  it('groups rupees in lakhs and crores', () => {
    expect(formatINR(150000)).toBe('₹1,50,000');
    expect(formatINR(12500000)).toBe('₹1,25,00,000');
    expect(formatINR(999)).toBe('₹999');
    expect(formatINR(0)).toBe('₹0');
  });

  it('keeps paise only when there are some', () => {
    expect(formatINR(1234.5)).toBe('₹1,234.5');
    expect(formatINR(1234.567)).toBe('₹1,234.57');
  });

  it('shows nothing for a missing amount', () => {
    expect(formatINR(null)).toBe('');
    expect(formatINR(undefined)).toBe('');
    expect(formatINR(Number.NaN)).toBe('');
    expect(formatINR(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatINRShort', () => {
  it('uses L from a lakh and Cr from a crore', () => {
    expect(formatINRShort(150000)).toBe('₹1.5 L');
    expect(formatINRShort(100000)).toBe('₹1 L');
    expect(formatINRShort(1250000)).toBe('₹12.5 L');
    expect(formatINRShort(20000000)).toBe('₹2 Cr');
    expect(formatINRShort(12500000)).toBe('₹1.25 Cr');
  });

  it('keeps amounts under a lakh in full', () => {
    expect(formatINRShort(85000)).toBe('₹85,000');
    expect(formatINRShort(99999)).toBe('₹99,999');
  });

  it('accepts translated unit words and negative amounts', () => {
    expect(formatINRShort(4500000, { lakh: 'लाख', crore: 'करोड़' })).toBe('₹45 लाख');
    expect(formatINRShort(-250000)).toBe('-₹2.5 L');
    expect(formatINRShort(null)).toBe('');
  });
});

describe('formatDate', () => {
  it('writes day, month and year in Indian order', () => {
    expect(formatDate('2026-11-21T10:00:00.000Z')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-21T10:00:00.000Z', 'short')).toBe('21/11/2026');
  });

  it('uses Indian time, so a late-evening UTC time is already the next day', () => {
    expect(formatDate('2026-11-21T20:00:00.000Z')).toBe('22 Nov 2026');
  });

  it('accepts dates and timestamps, and formats in Hindi when asked', () => {
    expect(formatDate(new Date('2026-01-05T06:00:00Z'), 'short')).toBe('05/01/2026');
    expect(formatDate(Date.UTC(2026, 0, 5, 6), 'medium')).toBe('5 Jan 2026');
    expect(formatDate('2026-11-21T10:00:00Z', 'medium', 'hi-IN')).toBe('21 नव॰ 2026');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds a 12-hour IST time', () => {
    expect(formatDateTime('2026-11-21T10:00:00.000Z')).toBe('21 Nov 2026, 3:30 pm');
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('formatTime', () => {
  it('writes a 12-hour IST time, with seconds when asked', () => {
    expect(formatTime('2026-11-21T10:00:12.000Z')).toBe('3:30 pm');
    expect(formatTime('2026-11-21T10:00:12.000Z', 'en-IN', { seconds: true })).toBe('3:30:12 pm');
    expect(formatTime('nope')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups digits the Indian way and fixes or caps the decimals', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatNumber(4.25, { digits: 1 })).toBe('4.3');
    expect(formatNumber(4, { digits: 1 })).toBe('4.0');
    expect(formatNumber(2.5, { maxDigits: 2 })).toBe('2.5');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-21T10:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('reads recent times relatively and old ones as an Indian date and time', () => {
    expect(formatRelativeTime(ago(20_000), now, 'Just now')).toBe('Just now');
    expect(formatRelativeTime(ago(5 * 60_000), now, 'Just now')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3_600_000), now, 'Just now')).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3_600_000), now, 'Just now')).toBe('yesterday');
    expect(formatRelativeTime('2026-10-01T09:30:00Z', now, 'Just now')).toBe('1 Oct 2026, 3:00 pm');
    expect(formatRelativeTime('not a date', now, 'Just now')).toBe('');
  });
});

describe('intlLocale', () => {
  it('maps languages to Indian locales', () => {
    expect(intlLocale('hi')).toBe('hi-IN');
    expect(intlLocale('en')).toBe('en-IN');
    expect(intlLocale(undefined)).toBe('en-IN');
    expect(intlLocale('te')).toBe('te-IN');
    expect(intlLocale('ta-IN')).toBe('ta-IN');
  });

  it('gives Telugu and Tamil readers month names in their script', () => {
    const day = '2026-11-21T10:00:00Z';
    expect(formatDate(day, 'medium', intlLocale('te'))).toMatch(/నవం/);
    expect(formatDate(day, 'medium', intlLocale('ta'))).toMatch(/நவ/);
    expect(formatDate(day, 'medium', intlLocale('hi'))).toMatch(/नव/);
  });
});

describe('formatTimeSlot', () => {
  it('writes a booked hour on the same 12-hour clock as every other time', () => {
    expect(formatTimeSlot('14:00-15:00')).toMatch(/^2:00\spm – 3:00\spm$/);
    expect(formatTimeSlot('09:00-10:00', 'en-IN')).toMatch(/^9:00\sam – 10:00\sam$/);
    // The slot's hours are Indian time already, so the device's zone changes nothing.
    const at2 = formatTime('2026-12-02T08:30:00Z').replace(':30', ':00');
    expect(formatTimeSlot('14:00-15:00').startsWith(at2)).toBe(true);
  });

  it('uses the language’s own words for am and pm, and leaves other text as it is', () => {
    expect(formatTimeSlot('14:00-15:00', 'hi-IN')).toBe(
      `${formatTime('2026-12-02T08:30:00Z', 'hi-IN').replace(':30', ':00')} – ${formatTime('2026-12-02T09:30:00Z', 'hi-IN').replace(':30', ':00')}`,
    );
    expect(formatTimeSlot('garbage')).toBe('garbage');
  });
});

describe('formatMonth and formatPaise', () => {
  it('names the month a rent is for, and writes paise as rupees with Indian grouping', async () => {
    const { formatMonth, formatPaise } = await import('./format');
    expect(formatMonth('2026-11-30')).toBe('November 2026');
    expect(formatMonth('2026-11-01', 'hi-IN')).toBe('नवंबर 2026');
    expect(formatPaise(15_00_000_00)).toBe('₹15,00,000');
  });
});
