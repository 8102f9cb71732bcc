import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOverLiveEar } from './live-ear';

const holder = globalThis as { __nivaasLive?: { handOver(): boolean } };
afterEach(() => {
  delete holder.__nivaasLive;
});

describe("the start script's ear, handed over to the app's connection", () => {
  it('is closed once, and says whether the page may be out of date', () => {
    const handOver = vi.fn(() => true);
    holder.__nivaasLive = { handOver };
    expect(handOverLiveEar()).toBe(true);
    // A second connection (after a drop) has nothing to hand over.
    expect(handOverLiveEar()).toBe(false);
    expect(handOver).toHaveBeenCalledTimes(1);
  });

  it('says nothing was missed where no ear listened (a page the browser drew)', () => {
    expect(handOverLiveEar()).toBe(false);
  });
});
