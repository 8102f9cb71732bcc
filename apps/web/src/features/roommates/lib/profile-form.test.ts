import { describe, expect, it } from 'vitest';
import { roommateProfileInputSchema, type RoommateProfile } from '@nivaas/shared';
import en from '../../../locales/en/roommates.json';
import {
  FIELD_MESSAGES,
  firstStepWithError,
  profileErrors,
  profileFormValues,
  profileInput,
  stepOfField,
} from './profile-form';

const messages = { firstNameRequired: 'Enter your first name' };

describe('roommate profile form', () => {
  it("starts from the spec's defaults", () => {
    const v = profileFormValues(null);
    expect(v.budget).toEqual({ min: 0, max: 50000 });
    expect(v.lifestyle).toEqual({
      smoking: false,
      pets: false,
      drinking: false,
      foodPreference: 'no-preference',
      workSchedule: 'flexible',
      cleanliness: 'moderate',
    });
    expect(v.alreadyHasRoom).toBe(false);
    expect(v.paused).toBe(false);
  });

  it('sends no room unless the person has one, and the college only in student mode', () => {
    const v = {
      ...profileFormValues(null),
      firstName: 'Asha',
      collegeName: 'IIT Madras',
      roomDetails: {
        roomRent: 9000,
        maximumCapacity: 3,
        numberOfRoommatesLiving: 1,
        roomLocation: 'Adyar',
      },
    };
    const input = profileInput(v);
    expect(input.roomDetails).toBeUndefined();
    expect(input.collegeName).toBeUndefined();
    const withRoom = profileInput({ ...v, alreadyHasRoom: true, isStudentMode: true });
    expect(withRoom.roomDetails).toEqual({
      roomRent: 9000,
      maximumCapacity: 3,
      numberOfRoommatesLiving: 1,
      roomLocation: 'Adyar',
    });
    expect(withRoom.collegeName).toBe('IIT Madras');
  });

  it('leaves unchosen answers out and passes the shared schema', () => {
    const input = profileInput({ ...profileFormValues(null), firstName: '  Ravi ' });
    expect(input.firstName).toBe('Ravi');
    expect(input.gender).toBeUndefined();
    expect(input.age).toBeUndefined();
    expect(roommateProfileInputSchema.safeParse(input).success).toBe(true);
  });

  it('reads a saved profile back into the same answers', () => {
    const saved: RoommateProfile = {
      userId: 'u1',
      firstName: 'Asha',
      budget: { min: 8000, max: 12000 },
      preferredLocations: ['Madhapur'],
      lifestyle: {
        smoking: false,
        pets: true,
        drinking: false,
        foodPreference: 'vegetarian',
        workSchedule: 'day',
        cleanliness: 'clean',
      },
      city: 'Hyderabad',
      state: 'Telangana',
      isStudentMode: false,
      alreadyHasRoom: true,
      roomDetails: { roomRent: 10000, maximumCapacity: 3, numberOfRoommatesLiving: 1 },
      paused: true,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const input = profileInput(profileFormValues(saved));
    expect(input).toMatchObject({
      firstName: 'Asha',
      budget: { min: 8000, max: 12000 },
      preferredLocations: ['Madhapur'],
      lifestyle: saved.lifestyle,
      habits: { smokes: false, drinks: false },
      roomDetails: { roomRent: 10000, maximumCapacity: 3, numberOfRoommatesLiving: 1 },
      paused: true,
    });
  });

  it("puts the schema's own refusals on their fields, in words the texts know", () => {
    const v = {
      ...profileFormValues(null),
      budget: { min: 20000, max: 10000 },
      age: 12,
      alreadyHasRoom: true,
      roomDetails: {
        roomRent: '' as const,
        maximumCapacity: 2,
        numberOfRoommatesLiving: 3,
        roomLocation: '',
      },
    };
    const errors = profileErrors(v, messages);
    expect(errors).toEqual({
      firstName: 'Enter your first name',
      'budget.max': en.validation.budgetOrder,
      age: en.validation.age,
      'roomDetails.numberOfRoommatesLiving': en.validation.capacity,
    });
    expect(firstStepWithError(errors)).toBe(0);
    expect(firstStepWithError({ 'roomDetails.numberOfRoommatesLiving': 'x' })).toBe(3);
    expect(firstStepWithError({})).toBeNull();
  });

  it('knows the step of every field', () => {
    expect(stepOfField('budget.max')).toBe('budget');
    expect(stepOfField('preferredLocations.3')).toBe('budget');
    expect(stepOfField('lifestyle.cleanliness')).toBe('lifestyle');
    expect(stepOfField('roomDetails.roomRent')).toBe('room');
    expect(stepOfField('collegeName')).toBe('about');
  });

  it('every field message has its text in the validation table', () => {
    const known = new Set(Object.values(en.validation));
    for (const text of Object.values(FIELD_MESSAGES)) expect(known.has(text), text).toBe(true);
  });
});
