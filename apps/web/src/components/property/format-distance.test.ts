import { describe, expect, it } from 'vitest';
import { formatDistanceKm } from './format-distance';
import { isOpenStatus } from './property-status';

describe('formatDistanceKm', () => {
  it('keeps one decimal under 10 km and whole kilometres beyond', () => {
    expect(formatDistanceKm(1.234)).toBe('1.2');
    expect(formatDistanceKm(0.05)).toBe('0.1');
    expect(formatDistanceKm(14.6)).toBe('15');
    expect(formatDistanceKm(1234)).toBe('1,234');
  });
  it('shows nothing without a distance', () => {
    expect(formatDistanceKm(null)).toBe('');
    expect(formatDistanceKm(undefined)).toBe('');
    expect(formatDistanceKm(Number.NaN)).toBe('');
    expect(formatDistanceKm(-1)).toBe('');
  });
});

describe('isOpenStatus', () => {
  it('treats available and vacant as open, the rest as closed', () => {
    expect(isOpenStatus('available')).toBe(true);
    expect(isOpenStatus('vacant')).toBe(true);
    expect(isOpenStatus('rented')).toBe(false);
    expect(isOpenStatus('sold')).toBe(false);
    expect(isOpenStatus('inactive')).toBe(false);
  });
});
