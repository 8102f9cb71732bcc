import { describe, expect, it } from 'vitest';
import { RENT_ESCALATION_MESSAGES, type RentEscalation } from '@nivaas/shared';
import {
  escalationErrors,
  escalationFormValues,
  escalationInput,
  previewIncrease,
} from './escalation-form';

const saved = {
  rentIncreaseType: 'fixed',
  rentIncreaseValue: 1000,
  rentIncreaseFrequencyMonths: 12,
  initialRent: 20000,
  currentRent: 21000,
  nextEscalationDue: '2026-05-31T18:30:00.000Z',
} as RentEscalation;

describe('the settings form', () => {
  it('starts a first setting at 5 % a year from the listing rent', () => {
    expect(escalationFormValues(null, 18000)).toMatchObject({
      rentIncreaseType: 'percentage',
      rentIncreaseValue: 5,
      rentIncreaseFrequencyMonths: 12,
      initialRent: 18000,
      nextEscalationDue: '',
    });
  });

  it('shows the saved due date as the Indian calendar date', () => {
    expect(escalationFormValues(saved, 21000).nextEscalationDue).toBe('2026-06-01');
  });

  it('sends only what changed of the initial rent and the due date', () => {
    const values = escalationFormValues(saved, 21000);
    expect(escalationInput(values, saved)).toEqual({
      rentIncreaseType: 'fixed',
      rentIncreaseValue: 1000,
      rentIncreaseFrequencyMonths: 12,
    });
    expect(escalationInput({ ...values, nextEscalationDue: '2026-07-01' }, saved)).toMatchObject({
      nextEscalationDue: '2026-07-01',
    });
  });

  it('names the field that is wrong', () => {
    const today = '2026-03-01';
    expect(
      escalationErrors(
        { rentIncreaseType: 'percentage', rentIncreaseValue: 150, rentIncreaseFrequencyMonths: 12 },
        today,
      ),
    ).toEqual({ rentIncreaseValue: RENT_ESCALATION_MESSAGES.percentage });
    expect(
      escalationErrors(
        { rentIncreaseType: 'fixed', rentIncreaseValue: 500.5, rentIncreaseFrequencyMonths: 0 },
        today,
      ),
    ).toEqual({
      rentIncreaseValue: RENT_ESCALATION_MESSAGES.fixed,
      rentIncreaseFrequencyMonths: RENT_ESCALATION_MESSAGES.frequency,
    });
    expect(
      escalationErrors(
        {
          rentIncreaseType: 'fixed',
          rentIncreaseValue: 500,
          rentIncreaseFrequencyMonths: 6,
          nextEscalationDue: '2026-02-01',
        },
        today,
      ),
    ).toEqual({ nextEscalationDue: RENT_ESCALATION_MESSAGES.nextDue });
    const dueOn = (nextEscalationDue: string) =>
      escalationErrors(
        {
          rentIncreaseType: 'fixed',
          rentIncreaseValue: 500,
          rentIncreaseFrequencyMonths: 6,
          nextEscalationDue,
        },
        today,
      );
    expect(dueOn('9999-12-31')).toEqual({
      nextEscalationDue: RENT_ESCALATION_MESSAGES.nextDueTooFar,
    });
    expect(dueOn('2031-03-02')).toEqual({
      nextEscalationDue: RENT_ESCALATION_MESSAGES.nextDueTooFar,
    });
    expect(dueOn('2031-03-01')).toEqual({});
  });
});

describe('previewIncrease', () => {
  it('shows the new rent before it is applied, rounded to whole rupees', () => {
    expect(previewIncrease(12_500, 'percentage', 5)).toEqual({
      previousRent: 12_500,
      newRent: 13_125,
      increaseAmount: 625,
      increasePercentage: 5,
    });
    expect(previewIncrease(20_000, 'fixed', 1500)?.newRent).toBe(21_500);
  });
  it('is null while the value is empty or the listing has no rent', () => {
    expect(previewIncrease(20_000, 'fixed', '')).toBeNull();
    expect(previewIncrease(null, 'fixed', 100)).toBeNull();
  });
});
