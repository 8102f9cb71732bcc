import { describe, expect, it } from 'vitest';
import { visitStartsAt, type SiteVisit } from '@nivaas/shared';
import { nextWindow, sortWindows, visitActions, windowError, WINDOW_ENDS } from './visits';

const at = (status: SiteVisit['status'], startsAt: string) => ({ status, startsAt }) as SiteVisit;
const now = new Date('2026-12-01T06:00:00.000Z'); // 11:30 in Kolkata

describe('visit card actions', () => {
  it('lets the owner answer only a future request', () => {
    expect(visitActions(at('requested', '2026-12-02T05:30:00.000Z'), 'owner', now).answer).toBe(
      true,
    );
    expect(visitActions(at('requested', '2026-12-01T05:30:00.000Z'), 'owner', now).answer).toBe(
      false,
    );
    expect(visitActions(at('requested', '2026-12-02T05:30:00.000Z'), 'seeker', now).answer).toBe(
      false,
    );
  });

  it('turns a confirmed visit into "Apply" for the seeker once its time has come', () => {
    const start = visitStartsAt('2026-12-01', '11:30');
    expect(visitActions(at('confirmed', start), 'seeker', now)).toMatchObject({
      apply: true,
      calendar: false,
    });
    const later = visitStartsAt('2026-12-01', '12:00');
    expect(visitActions(at('confirmed', later), 'seeker', now)).toMatchObject({
      apply: false,
      calendar: true,
    });
    expect(visitActions(at('confirmed', start), 'owner', now).apply).toBe(false);
    expect(visitActions(at('declined', start), 'seeker', now).apply).toBe(false);
  });
});

describe('visiting hours in the editor', () => {
  it('sorts windows Monday first, then by start', () => {
    expect(
      sortWindows([
        { day: 'sun', start: '09:00', end: '10:00' },
        { day: 'mon', start: '15:00', end: '16:00' },
        { day: 'mon', start: '09:00', end: '10:00' },
      ]).map((w) => `${w.day} ${w.start}`),
    ).toEqual(['mon 09:00', 'mon 15:00', 'sun 09:00']);
  });

  it('adds the next day, and knows a window that ends before it starts', () => {
    expect(nextWindow([{ day: 'sun', start: '09:00', end: '10:00' }]).day).toBe('mon');
    expect(windowError({ day: 'mon', start: '10:00', end: '10:00' })).toBe('range');
    expect(windowError({ day: 'mon', start: '23:30', end: '24:00' })).toBeNull();
    expect(WINDOW_ENDS.at(-1)).toBe('24:00');
  });
});
