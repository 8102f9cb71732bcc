import { describe, expect, it } from 'vitest';
import { RENT_ESCALATION_MESSAGES as M } from '@nivaas/shared';
import en from '../../../locales/en/rentEscalation.json';

describe('rentEscalation texts', () => {
  it("has the spec's texts (section 8, Rent escalation) verbatim", () => {
    expect(en.errors).toEqual({
      loadFailed: M.loadFailed,
      saveFailed: M.saveFailed,
      applyFailed: M.applyFailed,
      historyLoadFailed: M.historyLoadFailed,
      runDueFailed: M.runDueFailed,
      notFound: M.notFound,
    });
  });

  it('can translate every message of the settings form', () => {
    expect(en.validation).toEqual({
      type: M.type,
      value: M.value,
      percentage: M.percentage,
      fixed: M.fixed,
      frequency: M.frequency,
      nextDue: M.nextDue,
      nextDueTooFar: M.nextDueTooFar,
      initialRent: M.initialRent,
    });
  });
});
