import type { RoommateProfile } from '@nivaas/shared';

/** "Asha Rao", or null when the profile has no name. */
export const roommateName = (p: { firstName?: string; lastName?: string }): string | null =>
  [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || null;

/** Free spots in the room: maximum capacity minus current roommates; null without a room. */
export function freeSpots(p: Pick<RoommateProfile, 'alreadyHasRoom' | 'roomDetails'>) {
  const cap = p.roomDetails?.maximumCapacity;
  if (!p.alreadyHasRoom || cap === undefined) return null;
  return Math.max(0, cap - (p.roomDetails?.numberOfRoommatesLiving ?? 0));
}

/** "IIT Hyderabad" from the stored "iit hyderabad": each word capitalised, short ones in capitals. */
export function collegeDisplayName(stored: string): string {
  return stored
    .trim()
    .split(/\s+/)
    .map((w) => (w.length <= 4 && /^[a-z]+$/.test(w) && !COMMON.has(w) ? w.toUpperCase() : cap(w)))
    .join(' ');
}
const COMMON = new Set(['of', 'and', 'the', 'for', 'at', 'in']);
const cap = (w: string) => (COMMON.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1));
