import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES as M } from '@nivaas/shared';
import en from '../../../locales/en/bookings.json';

describe('bookings texts', () => {
  it("has the spec's texts (section 8, Bookings) verbatim", () => {
    expect(en.errors).toEqual({
      loadFailed: M.loadFailed,
      createFailedWithReason: M.createFailedWithReason,
      createFailed: M.createFailed,
      statusUpdateFailed: M.statusUpdateFailed,
      cancelFailed: M.cancelFailed,
      notFound: M.notFound,
      cancelOwn: M.cancelOwn,
      ownersConfirm: M.ownersConfirm,
      noAccess: M.noAccess,
    });
  });

  it('can translate every message of the stay form', () => {
    expect(en.validation).toEqual({
      startDate: M.startDate,
      endDate: M.endDate,
      endBeforeStart: M.endBeforeStart,
      startInPast: M.startInPast,
      startTooFar: M.startTooFar,
      tooLong: M.tooLong,
      notesTooLong: M.notesTooLong,
    });
  });
});
