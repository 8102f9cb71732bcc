import { describe, expect, it } from 'vitest';
import { intlLocale, relativeTime } from './relative-time';

const now = Date.parse('2026-11-21T10:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('reads recent times relatively and old ones as an Indian date and time', () => {
    expect(relativeTime(ago(20_000), now, 'en-IN', 'Just now')).toBe('Just now');
    expect(relativeTime(ago(5 * 60_000), now, 'en-IN', 'Just now')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3_600_000), now, 'en-IN', 'Just now')).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3_600_000), now, 'en-IN', 'Just now')).toBe('yesterday');
    expect(relativeTime('2026-10-01T09:30:00Z', now, 'en-IN', 'Just now')).toBe(
      '1 Oct 2026, 3:00 pm',
    );
    expect(relativeTime('not a date', now, 'en-IN', 'Just now')).toBe('');
  });

  it('maps languages to Indian locales', () => {
    expect(intlLocale('hi')).toBe('hi-IN');
    expect(intlLocale('en')).toBe('en-IN');
  });
});
