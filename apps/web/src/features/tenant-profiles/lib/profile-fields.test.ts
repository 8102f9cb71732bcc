import { describe, expect, it } from 'vitest';
import {
  BASIC_APPLICATION_FORM,
  LIFESTYLE_APPLICATION_FORM,
  prefillAnswers,
  type ApplicationForm,
} from '@nivaas/shared';
import {
  changedAnswers,
  mergeAnswers,
  otherSavedAnswers,
  PROFILE_FIELDS,
  profileFieldsToSave,
  profileFormValues,
} from './profile-fields';

describe('PROFILE_FIELDS', () => {
  it('asks each template question once, none required', () => {
    const names = PROFILE_FIELDS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('income');
    expect(names).toContain('workSchedule');
    expect(names.filter((n) => n === 'occupation')).toHaveLength(1);
    expect(PROFILE_FIELDS.every((f) => !f.required)).toBe(true);
  });
});

describe('pre-filling a form from the profile, by field name', () => {
  const saved = { occupation: 'Engineer', income: 85000, pets: 'Dog(s)', parking: 'Bike' };

  it('fills the fields a form shares with the profile and nothing else', () => {
    expect(prefillAnswers(BASIC_APPLICATION_FORM, saved)).toEqual({
      occupation: 'Engineer',
      income: 85000,
    });
    expect(prefillAnswers(LIFESTYLE_APPLICATION_FORM, saved)).toEqual({
      occupation: 'Engineer',
      pets: 'Dog(s)',
    });
  });

  it("fills an owner's own question of the same name, and skips an option the form lacks", () => {
    const custom: ApplicationForm = {
      templateName: 'custom',
      fields: [
        { id: 'a', name: 'parking', type: 'text', required: false, placeholder: '', options: [] },
        {
          id: 'b',
          name: 'pets',
          type: 'dropdown',
          required: true,
          placeholder: '',
          options: ['None', 'Cat'],
        },
      ],
    };
    expect(prefillAnswers(custom, saved)).toEqual({ parking: 'Bike' });
  });
});

describe('keeping answers in the profile', () => {
  const saved = { occupation: 'Student', diet: 'Vegan', parking: 'Car' };

  it('replaces answered fields, keeps the rest, ignores blanks', () => {
    expect(mergeAnswers(saved, { occupation: 'Engineer', income: 90000, diet: '  ' })).toEqual({
      occupation: 'Engineer',
      income: 90000,
      diet: 'Vegan',
      parking: 'Car',
    });
  });

  it('says which answers would change', () => {
    expect(changedAnswers(saved, { occupation: 'Student', income: 90000 })).toEqual(['income']);
    expect(changedAnswers(saved, { occupation: 'Student' })).toEqual([]);
  });
});

describe('the profile form', () => {
  it('shows every question, blank where unanswered, and keeps other answers', () => {
    const values = profileFormValues({ income: 50000, parking: 'Car' });
    expect(values['income']).toBe(50000);
    expect(values['occupation']).toBe('');
    expect(values['parking']).toBe('Car');
    expect(otherSavedAnswers({ income: 1, parking: 'Car' })).toEqual([['parking', 'Car']]);
  });

  it('saves numbers as numbers and leaves blanks out', () => {
    expect(profileFieldsToSave({ income: '1,20,000', occupation: ' Chef ', diet: '' })).toEqual({
      income: 120000,
      occupation: 'Chef',
    });
  });
});
