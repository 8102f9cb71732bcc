import { describe, expect, it } from 'vitest';
import { issuesToFields } from '../errors/fields';
import {
  APPLICATION_FORM_MESSAGES as M,
  BASIC_APPLICATION_FORM,
  LIFESTYLE_APPLICATION_FORM,
  answersSchemaFor,
  applicationFormSchema,
  isProtectedFieldName,
  prefillAnswers,
} from './application-forms';
import { propertyApplicationRecord } from './applications';

const fieldsOf = (result: { success: boolean; error?: { issues: never[] } }) =>
  result.success ? {} : issuesToFields(result.error as never);

describe('the templates', () => {
  it('are valid forms with the spec fields in order', () => {
    expect(applicationFormSchema.parse(BASIC_APPLICATION_FORM)).toEqual(BASIC_APPLICATION_FORM);
    expect(applicationFormSchema.parse(LIFESTYLE_APPLICATION_FORM)).toEqual(
      LIFESTYLE_APPLICATION_FORM,
    );
    expect(BASIC_APPLICATION_FORM.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['occupation', 'text', true],
      ['income', 'number', true],
      ['moveInDate', 'text', true],
      ['duration', 'dropdown', true],
      ['additionalInfo', 'textarea', false],
    ]);
    expect(LIFESTYLE_APPLICATION_FORM.fields.map((f) => [f.name, f.required])).toEqual([
      ['occupation', true],
      ['workSchedule', true],
      ['smoking', true],
      ['pets', true],
      ['visitors', true],
      ['religion', false],
      ['diet', false],
      ['additionalInfo', false],
    ]);
  });
});

describe('a form the owner builds', () => {
  const custom = (fields: unknown[]) => ({ templateName: 'custom', fields });

  it('may ask about religion only as an optional question', () => {
    const result = applicationFormSchema.safeParse(
      custom([
        { id: 'a', name: 'occupation', type: 'text', required: true },
        { id: 'b', name: 'Religion', type: 'text', required: true },
      ]),
    );
    expect(fieldsOf(result as never)).toEqual({ 'fields.1.required': M.protectedRequired });
    expect(isProtectedFieldName('religiousPreference')).toBe(true);
    expect(isProtectedFieldName('region')).toBe(false);
  });

  it('names each broken field', () => {
    const result = applicationFormSchema.safeParse(
      custom([
        { id: 'a', name: 'pets', type: 'dropdown', options: [] },
        { id: 'b', name: 'Pets', type: 'text' },
        { id: 'c', name: '1st', type: 'text' },
      ]),
    );
    expect(fieldsOf(result as never)).toEqual({
      'fields.0.options': M.optionsRequired,
      'fields.1.name': M.fieldNameTaken,
      'fields.2.name': M.fieldName,
    });
  });
});

describe('answers checked against a form', () => {
  const basic = answersSchemaFor(BASIC_APPLICATION_FORM);

  it('keeps the form fields only, numbers as numbers, blanks left out', () => {
    expect(
      basic.parse({
        occupation: ' Engineer ',
        income: '85,000',
        moveInDate: '2026-01-01',
        duration: '1-2 years',
        additionalInfo: '  ',
        stray: 'dropped',
      }),
    ).toEqual({
      occupation: 'Engineer',
      income: 85000,
      moveInDate: '2026-01-01',
      duration: '1-2 years',
    });
  });

  it('names the field of each failure: required, number, option', () => {
    const result = basic.safeParse({ income: 'lots', duration: 'Forever', moveInDate: '' });
    expect(fieldsOf(result as never)).toEqual({
      occupation: M.required,
      income: M.number,
      moveInDate: M.required,
      duration: M.option,
    });
  });

  it('never requires religion, whatever the stored flag says', () => {
    const form = {
      fields: [{ ...LIFESTYLE_APPLICATION_FORM.fields[5]!, required: true }],
    };
    expect(answersSchemaFor(form).parse({})).toEqual({});
  });
});

describe('helpers', () => {
  it('pre-fill the fields a profile shares with a form, by name', () => {
    expect(
      prefillAnswers(LIFESTYLE_APPLICATION_FORM, {
        occupation: 'Teacher',
        smoking: 'Never',
        diet: 'Vegetarian',
        income: 50000,
      }),
    ).toEqual({ occupation: 'Teacher', diet: 'Vegetarian' });
  });

  it('derive the mirror record from the application', () => {
    const base = { id: 'a1', tenantId: 't1', submittedAt: 's', reviewedAt: null };
    expect(propertyApplicationRecord({ ...base, status: 'submitted' }).status).toBe('pending');
    expect(propertyApplicationRecord({ ...base, status: 'approved' }).status).toBe('approved');
  });
});

describe('the Applications texts of spec section 8', () => {
  it('are reasons of the catalogue, verbatim', async () => {
    const { ERROR_REASON_LIST } = await import('../errors');
    const messages = Object.values(ERROR_REASON_LIST).map((r) => r.message);
    for (const text of [
      'You do not have permission to view applications. Please check your account type.',
      'Failed to load applications:',
      'Error processing application data',
      'Failed to submit application',
      'Failed to update application status',
      'Failed to delete application',
      'Failed to load property application form',
      'Failed to save property application form',
      'You must be logged in to submit an application',
      'You must be logged in to view your applications',
      'Failed to load property applications',
      'Failed to load your applications',
      'You must be logged in to save your profile',
      'Failed to save your profile',
      'Failed to load your profile',
    ])
      expect(messages).toContain(text);
  });
});
