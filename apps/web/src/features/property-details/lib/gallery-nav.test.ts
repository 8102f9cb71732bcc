import { describe, expect, it } from 'vitest';
import { applyStep, keyStep, swipeStep, wrapIndex } from './gallery-nav';

describe('wrapIndex', () => {
  it('wraps past either end', () => {
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(3, 8)).toBe(3);
    expect(wrapIndex(-9, 8)).toBe(7);
  });
  it('stays at 0 with no photos', () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('keyboard steps', () => {
  it('maps arrows, Home and End and ignores other keys', () => {
    expect(keyStep('ArrowLeft')).toBe('prev');
    expect(keyStep('ArrowRight')).toBe('next');
    expect(keyStep('Home')).toBe('first');
    expect(keyStep('End')).toBe('last');
    expect(keyStep('Enter')).toBeNull();
  });
  it('applies steps with wrap-around', () => {
    expect(applyStep(7, 8, 'next')).toBe(0);
    expect(applyStep(0, 8, 'prev')).toBe(7);
    expect(applyStep(4, 8, 'first')).toBe(0);
    expect(applyStep(4, 8, 'last')).toBe(7);
    expect(applyStep(0, 1, 'next')).toBe(0);
  });
});

describe('swipeStep', () => {
  it('turns a long left drag into next and a long right drag into previous', () => {
    expect(swipeStep(-80, 5, 400)).toBe(1);
    expect(swipeStep(80, -5, 400)).toBe(-1);
  });
  it('ignores short drags and vertical scrolling', () => {
    expect(swipeStep(-30, 0, 400)).toBe(0);
    expect(swipeStep(-60, 90, 400)).toBe(0);
    expect(swipeStep(0, 0, 400)).toBe(0);
  });
  it('lowers the threshold on narrow photos to a share of the width', () => {
    expect(swipeStep(-45, 0, 200)).toBe(1);
    expect(swipeStep(-35, 0, 200)).toBe(0);
    expect(swipeStep(-49, 0, 0)).toBe(0);
    expect(swipeStep(-50, 0, 0)).toBe(1);
  });
});
