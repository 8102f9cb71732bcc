import { describe, expect, it } from 'vitest';
import { dayLabel, firstOfDay } from './day-label';

const words = { today: 'Today', yesterday: 'Yesterday' };
// 26 Nov 2026, 9:00 am in India.
const now = new Date('2026-11-26T03:30:00Z');

describe('dayLabel', () => {
  it('says Today and Yesterday by the calendar in India, not by 24 hours', () => {
    expect(dayLabel('2026-11-25T18:31:00Z', now, words)).toBe('Today'); // 12:01 am IST
    expect(dayLabel('2026-11-25T18:29:00Z', now, words)).toBe('Yesterday'); // 11:59 pm IST
    expect(dayLabel('2026-11-24T18:29:00Z', now, words)).not.toBe('Yesterday');
  });

  it('gives day and month this year, and the year before it', () => {
    expect(dayLabel('2026-11-20T06:00:00Z', now, words)).toBe('20 Nov');
    expect(dayLabel('2025-11-20T06:00:00Z', now, words)).toBe('20 Nov 2025');
  });

  it('reads in Hindi with the Hindi words', () => {
    const hi = { today: 'आज', yesterday: 'कल' };
    expect(dayLabel('2026-11-26T01:00:00Z', now, hi, 'hi-IN')).toBe('आज');
    expect(dayLabel('2026-11-20T06:00:00Z', now, hi, 'hi-IN')).toMatch(/^20 नव/);
  });
});

describe('firstOfDay', () => {
  it('marks the first message of each day in India', () => {
    const messages = [
      { id: 'a', createdAt: '2026-11-24T10:00:00Z' },
      { id: 'b', createdAt: '2026-11-24T12:00:00Z' },
      { id: 'c', createdAt: '2026-11-24T18:45:00Z' }, // 25 Nov, 12:15 am IST
      { id: 'd', createdAt: '2026-11-26T01:00:00Z' },
    ];
    expect([...firstOfDay(messages)]).toEqual(['a', 'c', 'd']);
  });
});
