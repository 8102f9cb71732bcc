import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';
import { clashingStay, isDatesTaken, stayFormErrors, stayQuote, todayInIndia } from './stay';

describe('stayFormErrors', () => {
  const today = '2026-03-10';
  it('accepts a stay from today on', () => {
    expect(stayFormErrors({ startDate: today, endDate: '2026-04-09', notes: '' }, today)).toEqual(
      {},
    );
  });
  it('names the field: missing dates, an end before the start, a start in the past', () => {
    expect(stayFormErrors({ startDate: '', endDate: '', notes: '' }, today)).toEqual({
      startDate: BOOKING_MESSAGES.startDate,
      endDate: BOOKING_MESSAGES.endDate,
    });
    expect(
      stayFormErrors({ startDate: '2026-04-01', endDate: '2026-03-20', notes: '' }, today),
    ).toEqual({ endDate: BOOKING_MESSAGES.endBeforeStart });
    expect(
      stayFormErrors({ startDate: '2026-03-09', endDate: '2026-03-20', notes: '' }, today),
    ).toEqual({ startDate: BOOKING_MESSAGES.startInPast });
  });
  it('refuses a stay longer than five years', () => {
    expect(
      stayFormErrors({ startDate: today, endDate: '2031-03-11', notes: '' }, today).endDate,
    ).toBe(BOOKING_MESSAGES.tooLong);
  });
});

describe('stayQuote', () => {
  it('works the total out from the rent before the tenant confirms', () => {
    const q = stayQuote(30_000, '2026-01-15', '2026-03-14');
    expect(q?.months).toBe(2);
    expect(q?.totalAmount).toBe(60_000);
  });
  it('is null until the dates make sense, and for a listing without rent', () => {
    expect(stayQuote(30_000, '2026-03-01', '')).toBeNull();
    expect(stayQuote(30_000, '2026-03-10', '2026-03-01')).toBeNull();
    expect(stayQuote(null, '2026-03-01', '2026-03-31')).toBeNull();
  });
});

describe('a clash with a confirmed stay (409 booking.dates-taken)', () => {
  const clash = new ApiError(
    409,
    'conflict',
    'These dates overlap a confirmed stay from 2026-03-01 to 2026-03-31',
    {},
    'booking.dates-taken',
  );
  it('reads the stay it clashes with from the message', () => {
    expect(isDatesTaken(clash)).toBe(true);
    expect(clashingStay(clash)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31' });
  });
  it('prefers dates the server sends as details', () => {
    const withDetails = new ApiError(409, 'conflict', 'x', {}, 'booking.dates-taken', {
      startDate: '2026-05-01',
      endDate: '2026-05-02',
    });
    expect(clashingStay(withDetails)).toEqual({ startDate: '2026-05-01', endDate: '2026-05-02' });
  });
  it('is null for any other failure', () => {
    expect(
      clashingStay(new ApiError(404, 'not-found', 'Booking not found', {}, 'booking.not-found')),
    ).toBeNull();
  });
});

describe('todayInIndia', () => {
  it('is the Asia/Kolkata date, whatever the clock of the browser', () => {
    expect(todayInIndia(new Date('2026-03-09T19:00:00Z'))).toBe('2026-03-10');
  });
});
