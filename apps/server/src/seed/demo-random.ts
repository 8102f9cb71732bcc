/**
 * A small seeded generator (mulberry32), so every fresh demo database holds the same listings,
 * words and pictures: screenshots and walkthroughs stay comparable from run to run.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` different items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A value rounded to a multiple of `step`, between min and max. */
  step(min: number, max: number, step: number): number;
  /** A generator of its own, so one part's changes do not shift another's choices. */
  fork(label: string): Random;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hash(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const random: Random = {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    sample(items, count) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
    step: (min, max, step) => Math.round(int(min, max) / step) * step,
    fork: (label) => createRandom(hash(`${state}:${label}`)),
  };
  return random;
}
