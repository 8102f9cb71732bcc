/** Photo gallery moves: arrows and swipes wrap around, so the last photo leads to the first. */

export const wrapIndex = (index: number, count: number): number =>
  count <= 0 ? 0 : ((index % count) + count) % count;

/** The step a key asks for, or null when the gallery should leave the key alone. */
export function keyStep(key: string): 'prev' | 'next' | 'first' | 'last' | null {
  switch (key) {
    case 'ArrowLeft':
      return 'prev';
    case 'ArrowRight':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

export function applyStep(
  index: number,
  count: number,
  step: 'prev' | 'next' | 'first' | 'last',
): number {
  if (step === 'first') return 0;
  if (step === 'last') return Math.max(0, count - 1);
  return wrapIndex(index + (step === 'next' ? 1 : -1), count);
}

/** A swipe must travel this far (px), or this share of the photo's width if that is less. */
export const SWIPE_MIN_PX = 50;
export const SWIPE_MIN_SHARE = 0.2;

/**
 * What a finished pointer drag means: a mostly horizontal drag far enough to the left shows the
 * next photo, to the right the previous one; a short or vertical drag (scrolling) means nothing.
 */
export function swipeStep(dx: number, dy: number, width: number): -1 | 0 | 1 {
  const threshold = Math.min(SWIPE_MIN_PX, width > 0 ? width * SWIPE_MIN_SHARE : SWIPE_MIN_PX);
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
