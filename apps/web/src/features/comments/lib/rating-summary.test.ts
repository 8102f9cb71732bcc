import { describe, expect, it } from 'vitest';
import { formatAverage, starsFor, wasEdited } from './rating-summary';

describe('rating summary', () => {
  it('shows the average with one decimal', () => {
    expect(formatAverage(4.333)).toBe('4.3');
    expect(formatAverage(4)).toBe('4.0');
    expect(formatAverage(4.96)).toBe('5.0');
    expect(formatAverage(null)).toBe('');
  });
  it('draws stars to the nearest half', () => {
    expect(starsFor(4.3)).toBe(4.5);
    expect(starsFor(4.2)).toBe(4);
    expect(starsFor(null)).toBe(0);
  });
  it('marks a comment edited only when it changed after it was written', () => {
    expect(wasEdited('2026-11-01T10:00:00.000Z', '2026-11-01T10:00:00.000Z')).toBe(false);
    expect(wasEdited('2026-11-01T10:00:00.000Z', '2026-11-01T10:05:00.000Z')).toBe(true);
  });
});
