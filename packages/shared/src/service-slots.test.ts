import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  daySlots,
  isOfferedSlot,
  serviceSlots,
  slotKey,
  slotStart,
  weekdayOf,
  type SlotAvailability,
} from './service-slots';

const weekdays: SlotAvailability = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  startTime: '09:00',
  endTime: '12:00',
};
// Wednesday 25 November 2026, 06:00 in Kolkata (00:30 UTC).
const wednesdayMorning = new Date('2026-11-25T00:30:00Z');
const times = (day: { slots: { time: string }[] } | undefined) => day?.slots.map((s) => s.time);

describe('serviceSlots', () => {
  it('covers the next 14 days, today first, each date once', () => {
    const days = serviceSlots(weekdays, wednesdayMorning);
    expect(days).toHaveLength(14);
    expect(days[0]!.date).toBe('2026-11-25');
    expect(days[13]!.date).toBe('2026-12-08');
    expect(new Set(days.map((d) => d.date)).size).toBe(14);
  });

  it('offers slots only on the available weekdays', () => {
    const days = serviceSlots(weekdays, wednesdayMorning);
    for (const day of days) {
      const open = !['sat', 'sun'].includes(weekdayOf(day.date));
      expect(day.slots.length, day.date).toBe(open ? 3 : 0);
    }
    expect(days.find((d) => d.date === '2026-11-28')!.slots).toEqual([]); // a Saturday
  });

  it('cuts the hours into one-hour slots, the last ending exactly at endTime', () => {
    expect(times(serviceSlots(weekdays, wednesdayMorning)[0])).toEqual([
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
    ]);
    // A part hour at the end is not a slot.
    expect(daySlots({ startTime: '09:30', endTime: '12:00' })).toEqual([
      '09:30-10:30',
      '10:30-11:30',
    ]);
    expect(daySlots({ startTime: '17:00', endTime: '18:00' })).toEqual(['17:00-18:00']);
  });

  it('has no slots when the start is not before the end', () => {
    expect(daySlots({ startTime: '18:00', endTime: '09:00' })).toEqual([]);
    expect(daySlots({ startTime: '10:00', endTime: '10:00' })).toEqual([]);
    expect(daySlots({ startTime: '10:00', endTime: '10:59' })).toEqual([]);
    const days = serviceSlots(
      { ...weekdays, startTime: '12:00', endTime: '09:00' },
      wednesdayMorning,
    );
    expect(days.every((d) => d.slots.length === 0)).toBe(true);
  });

  it('drops the slots of today that have begun, keeping the one not yet started', () => {
    // 10:00 IST exactly: the 09:00 slot has begun, the 10:00 one begins now (gone), 11:00 stays.
    const tenSharp = new Date('2026-11-25T04:30:00Z');
    expect(times(serviceSlots(weekdays, tenSharp)[0])).toEqual(['11:00-12:00']);
    // A minute before ten, the ten o'clock slot is still free.
    const nineFiftyNine = new Date('2026-11-25T04:29:00Z');
    expect(times(serviceSlots(weekdays, nineFiftyNine)[0])).toEqual(['10:00-11:00', '11:00-12:00']);
    // Later days are whole.
    expect(times(serviceSlots(weekdays, tenSharp)[1])).toHaveLength(3);
  });

  it('removes taken slots of that date only', () => {
    const taken = [slotKey('2026-11-26', '10:00-11:00')];
    const days = serviceSlots(weekdays, wednesdayMorning, taken);
    expect(times(days[1])).toEqual(['09:00-10:00', '11:00-12:00']);
    expect(times(days[0])).toHaveLength(3);
    expect(times(days[7])).toHaveLength(3); // the next Thursday
  });

  describe('in Asia/Kolkata whatever the clock of the machine', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('starts today by the Kolkata date, not the UTC one', () => {
      // 20:00 UTC on Tuesday 24 November is 01:30 on Wednesday 25 November in Kolkata.
      const lateUtc = new Date('2026-11-24T20:00:00Z');
      const days = serviceSlots(weekdays, lateUtc);
      expect(days[0]!.date).toBe('2026-11-25');
      expect(times(days[0])).toHaveLength(3);
    });

    it('gives the same answer under another TZ (India keeps UTC+05:30 all year)', () => {
      const before = JSON.stringify(serviceSlots(weekdays, wednesdayMorning));
      for (const tz of ['America/New_York', 'Pacific/Kiritimati', 'UTC']) {
        vi.stubEnv('TZ', tz);
        expect(JSON.stringify(serviceSlots(weekdays, wednesdayMorning))).toBe(before);
      }
    });

    it('places a slot at its Kolkata instant, the same in March as in November', () => {
      expect(slotStart('2026-11-25', '09:00-10:00').toISOString()).toBe('2026-11-25T03:30:00.000Z');
      // No daylight saving: US and EU clocks change in March, Kolkata's does not.
      expect(slotStart('2027-03-29', '09:00-10:00').toISOString()).toBe('2027-03-29T03:30:00.000Z');
      const march = serviceSlots(weekdays, new Date('2027-03-28T18:30:00Z'));
      expect(march[0]!.date).toBe('2027-03-29');
      expect(times(march[0])).toEqual(['09:00-10:00', '10:00-11:00', '11:00-12:00']);
    });
  });
});

describe('isOfferedSlot', () => {
  it('accepts a future slot of an available day in the window', () => {
    expect(isOfferedSlot(weekdays, '2026-11-26', '10:00-11:00', wednesdayMorning)).toBe(true);
  });

  it('refuses a day off, a time outside the hours, a past or begun slot, a date beyond 14 days', () => {
    expect(isOfferedSlot(weekdays, '2026-11-28', '10:00-11:00', wednesdayMorning)).toBe(false);
    expect(isOfferedSlot(weekdays, '2026-11-26', '12:00-13:00', wednesdayMorning)).toBe(false);
    expect(isOfferedSlot(weekdays, '2026-11-26', '09:30-10:30', wednesdayMorning)).toBe(false);
    expect(isOfferedSlot(weekdays, '2026-11-24', '10:00-11:00', wednesdayMorning)).toBe(false);
    const noon = new Date('2026-11-25T06:30:00Z');
    expect(isOfferedSlot(weekdays, '2026-11-25', '11:00-12:00', noon)).toBe(false);
    expect(isOfferedSlot(weekdays, '2026-12-09', '10:00-11:00', wednesdayMorning)).toBe(false);
  });
});
