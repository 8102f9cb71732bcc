import { describe, expect, it } from 'vitest';
import {
  BASIC_APPLICATION_FORM,
  LIFESTYLE_APPLICATION_FORM,
  type Application,
} from '@nivaas/shared';
import { ApiError } from '../../../lib/api-client';
import {
  alreadyAppliedId,
  answerRows,
  compareRows,
  liveApplicationFor,
  toggleCompare,
} from './application-view';

const app = (over: Partial<Application>): Application =>
  ({
    id: 'a1',
    kind: 'form',
    propertyId: 'p1',
    status: 'submitted',
    fields: BASIC_APPLICATION_FORM.fields,
    answers: {},
    ...over,
  }) as Application;

describe('alreadyAppliedId', () => {
  it('reads the existing application from a 409 already-applied', () => {
    const err = new ApiError(409, 'conflict', 'x', {}, 'application.already-applied', {
      applicationId: 'a9',
    });
    expect(alreadyAppliedId(err)).toBe('a9');
  });
  it('is null for any other failure', () => {
    expect(
      alreadyAppliedId(new ApiError(409, 'conflict', 'x', {}, 'application.already-decided')),
    ).toBeNull();
    expect(alreadyAppliedId(new Error('boom'))).toBeNull();
  });
});

describe('liveApplicationFor', () => {
  it('finds a submitted, pending or approved application to the listing, not a rejected one', () => {
    const list = [
      app({ id: 'r', status: 'rejected' }),
      app({ id: 'x', propertyId: 'p2' }),
      app({ id: 'ok', status: 'approved' }),
    ];
    expect(liveApplicationFor(list, 'p1')?.id).toBe('ok');
    expect(liveApplicationFor([list[0]!], 'p1')).toBeUndefined();
  });
});

describe('answers', () => {
  it('lists the answers in the form order, with the unanswered ones too', () => {
    const rows = answerRows(app({ answers: { income: 50000, occupation: 'Chef' } }));
    expect(rows.map((r) => [r.field.name, r.value])).toEqual([
      ['occupation', 'Chef'],
      ['income', 50000],
      ['moveInDate', undefined],
      ['duration', undefined],
      ['additionalInfo', undefined],
    ]);
  });

  it('compares side by side on every question asked, never on religion', () => {
    const a = app({ answers: { occupation: 'Chef', income: 50000 } });
    const b = app({
      fields: LIFESTYLE_APPLICATION_FORM.fields,
      answers: { occupation: 'Nurse', religion: 'Any', pets: 'No pets' },
    });
    const rows = compareRows([a, b]);
    const names = rows.map((r) => r.field.name);
    expect(names).not.toContain('religion');
    expect(names.filter((n) => n === 'occupation')).toHaveLength(1);
    expect(rows.find((r) => r.field.name === 'occupation')!.values).toEqual(['Chef', 'Nurse']);
    expect(rows.find((r) => r.field.name === 'pets')!.values).toEqual([undefined, 'No pets']);
  });

  it('holds at most three for comparing', () => {
    let s = toggleCompare([], 'a');
    s = toggleCompare(s, 'b');
    s = toggleCompare(s, 'c');
    expect(toggleCompare(s, 'd')).toEqual(['a', 'b', 'c']);
    expect(toggleCompare(s, 'b')).toEqual(['a', 'c']);
  });
});
