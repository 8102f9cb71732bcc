import { describe, expect, it } from 'vitest';
import { roommateProfileInputSchema, roommateSearchSchema } from './roommates';

describe('roommate profile input', () => {
  it('fills the spec defaults: budget 0–50000, no-preference food, flexible schedule, moderate cleanliness', () => {
    const p = roommateProfileInputSchema.parse({});
    expect(p.budget).toEqual({ min: 0, max: 50000 });
    expect(p.lifestyle).toMatchObject({
      foodPreference: 'no-preference',
      workSchedule: 'flexible',
      cleanliness: 'moderate',
    });
  });
  it('stores " IIT Madras " as "iit madras" and strips empty values', () => {
    const p = roommateProfileInputSchema.parse({
      collegeName: ' IIT Madras ',
      bio: '  ',
      interests: ['', 'music'],
      languages: [],
    });
    expect(p.collegeName).toBe('iit madras');
    expect(p).not.toHaveProperty('bio');
    expect(p).not.toHaveProperty('languages');
    expect(p.interests).toEqual(['music']);
  });
  it('drops room details unless the person already has a room', () => {
    const room = { maximumCapacity: 3, numberOfRoommatesLiving: 1 };
    expect(roommateProfileInputSchema.parse({ roomDetails: room })).not.toHaveProperty(
      'roomDetails',
    );
    expect(
      roommateProfileInputSchema.parse({ alreadyHasRoom: true, roomDetails: room }).roomDetails,
    ).toEqual(room);
  });
  it('refuses a minimum budget above the maximum and more roommates than capacity', () => {
    expect(roommateProfileInputSchema.safeParse({ budget: { min: 9000, max: 5000 } }).success).toBe(
      false,
    );
    expect(
      roommateProfileInputSchema.safeParse({
        alreadyHasRoom: true,
        roomDetails: { maximumCapacity: 2, numberOfRoommatesLiving: 3 },
      }).success,
    ).toBe(false);
  });
});

describe('roommate search query', () => {
  it('accepts "2+" and "3" as capacity, not "two"', () => {
    expect(roommateSearchSchema.safeParse({ capacity: '2+' }).success).toBe(true);
    expect(roommateSearchSchema.safeParse({ capacity: '3' }).success).toBe(true);
    expect(roommateSearchSchema.safeParse({ capacity: 'two' }).success).toBe(false);
  });
  it('normalises the college filter like the stored name', () => {
    expect(roommateSearchSchema.parse({ college: ' BITS Pilani ' }).college).toBe('bits pilani');
  });
});
