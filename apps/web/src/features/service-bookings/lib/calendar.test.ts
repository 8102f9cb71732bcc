import { describe, expect, it } from 'vitest';
import type { ServiceBooking } from '../api/types';
import {
  addDays,
  byDate,
  firstOpenDay,
  freshSlotsFrom,
  mondayOf,
  todayInIndia,
  weekDates,
  withFreshSlots,
} from './calendar';

const booking = (id: string, date: string, timeSlot: string) =>
  ({ id, date, timeSlot }) as unknown as ServiceBooking;

describe('service booking calendar', () => {
  it('reads today in India, not in the device zone', () => {
    // 20:00 UTC is already 01:30 the next day in Kolkata.
    expect(todayInIndia(new Date('2026-11-26T20:00:00Z'))).toBe('2026-11-27');
    expect(todayInIndia(new Date('2026-11-26T18:00:00Z'))).toBe('2026-11-26');
  });

  it('starts a week on Monday and spans seven days across a month end', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(weekDates('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('groups bookings by date in slot order and leaves other weeks out', () => {
    const days = byDate(
      [
        booking('b', '2026-11-24', '14:00-15:00'),
        booking('a', '2026-11-24', '09:00-10:00'),
        booking('x', '2026-12-24', '09:00-10:00'),
      ],
      weekDates('2026-11-23'),
    );
    expect(days.get('2026-11-24')?.map((b) => b.id)).toEqual(['a', 'b']);
    expect(days.get('2026-11-23')).toEqual([]);
    expect([...days.values()].flat()).toHaveLength(2);
  });

  it('opens on the first day with a free slot and takes a taken slot’s fresh times', () => {
    const days = [
      { date: '2026-11-27', slots: [] },
      { date: '2026-11-28', slots: [{ time: '09:00-10:00' }, { time: '10:00-11:00' }] },
    ];
    expect(firstOpenDay(days)).toBe('2026-11-28');
    expect(firstOpenDay([])).toBeNull();
    const fresh = freshSlotsFrom({ date: '2026-11-28', slots: '10:00-11:00' });
    expect(fresh).toEqual([{ time: '10:00-11:00' }]);
    expect(withFreshSlots(days, '2026-11-28', fresh ?? [])[1]?.slots).toEqual([
      { time: '10:00-11:00' },
    ]);
    expect(freshSlotsFrom({ slots: [{ time: '11:00-12:00' }] })).toEqual([{ time: '11:00-12:00' }]);
    expect(freshSlotsFrom({ slots: '' })).toEqual([]);
    expect(freshSlotsFrom({})).toBeNull();
  });
});
