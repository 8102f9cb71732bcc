import { describe, expect, it } from 'vitest';
import { NOTIFICATION_BADGE_CAP } from '@nivaas/shared';
import { badgeText } from './badge';

describe('badgeText (spec section 9: badge capped at 9+)', () => {
  it('shows nothing when nothing is unread', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });

  it('shows the count up to the cap', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(3)).toBe('3');
    expect(badgeText(NOTIFICATION_BADGE_CAP)).toBe('9');
  });

  it('shows "9+" above the cap', () => {
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(12)).toBe('9+');
    expect(badgeText(1000)).toBe('9+');
  });
});
