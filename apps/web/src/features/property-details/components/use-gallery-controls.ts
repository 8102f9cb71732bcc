import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { applyStep, keyStep, swipeStep } from '../lib/gallery-nav';

/**
 * Keyboard (arrows, Home, End) and touch swipes for a photo stage. Mouse drags are left alone:
 * the arrow buttons serve the mouse, and a click opens the full-size view.
 */
export function useGalleryControls(index: number, count: number, go: (next: number) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);

  const onKeyDown = (e: KeyboardEvent) => {
    const step = keyStep(e.key);
    if (!step || count < 2) return;
    e.preventDefault();
    go(applyStep(index, count, step));
  };
  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    swiped.current = false;
    if (e.pointerType === 'mouse') return;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const s = start.current;
    start.current = null;
    if (!s || s.id !== e.pointerId || count < 2) return;
    const dir = swipeStep(e.clientX - s.x, e.clientY - s.y, e.currentTarget.clientWidth);
    if (dir === 0) return;
    swiped.current = true;
    go(applyStep(index, count, dir === 1 ? 'next' : 'prev'));
  };
  const onPointerCancel = () => {
    start.current = null;
  };
  /** A swipe ends with a click on touch screens; that click must not open the full view. */
  const wasSwipe = () => {
    const was = swiped.current;
    swiped.current = false;
    return was;
  };
  return { handlers: { onKeyDown, onPointerDown, onPointerUp, onPointerCancel }, wasSwipe };
}
