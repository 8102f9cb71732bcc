import { describe, expect, it } from 'vitest';
import { dueDateOf, dueState, scheduleDues, stayMonths } from './rent-schedule';

describe('a stay’s dues', () => {
  it('are the deposit on the start date and one rent for each calendar month begun', () => {
    const dues = scheduleDues({
      startDate: '2026-01-31',
      endDate: '2026-04-15',
      monthlyRentPaise: 1_200_000,
      depositPaise: 2_400_000,
      dueDay: null,
    });
    expect(dues.map((d) => [d.kind, d.periodStart, d.dueDate, d.amountPaise])).toEqual([
      ['deposit', '2026-01-31', '2026-01-31', 2_400_000],
      ['rent', '2026-01-31', '2026-01-31', 1_200_000],
      ['rent', '2026-02-28', '2026-02-28', 1_200_000],
      ['rent', '2026-03-31', '2026-03-31', 1_200_000],
    ]);
  });

  it('fall on the owner’s due day of the month, never before the month begins', () => {
    expect(dueDateOf('2026-03-20', 5)).toBe('2026-03-20');
    expect(dueDateOf('2026-04-20', 25)).toBe('2026-04-25');
    expect(dueDateOf('2026-02-01', 28)).toBe('2026-02-28');
    expect(stayMonths('2026-01-01', '2026-12-31')).toHaveLength(12);
  });

  it('read paid, late, due within 30 days, or upcoming', () => {
    const today = '2026-05-10';
    expect(dueState({ dueDate: '2026-05-01', paidAt: '2026-05-01T10:00:00Z' }, today)).toBe('paid');
    expect(dueState({ dueDate: '2026-05-09', paidAt: null }, today)).toBe('late');
    expect(dueState({ dueDate: '2026-05-10', paidAt: null }, today)).toBe('due');
    expect(dueState({ dueDate: '2026-06-09', paidAt: null }, today)).toBe('due');
    expect(dueState({ dueDate: '2026-06-10', paidAt: null }, today)).toBe('upcoming');
  });
});
