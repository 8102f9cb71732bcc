import type { Random } from './demo-random';

/** A chooser that picks a key with probability proportional to its weight. */
export function weighted<K extends string>(weights: Record<K, number>): (r: Random) => K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return (r) => {
    let roll = r.next() * total;
    for (const [key, w] of entries) {
      roll -= w;
      if (roll < 0) return key;
    }
    return entries[entries.length - 1]![0];
  };
}

/** The same for whole numbers (bedrooms and the like). */
export function weightedNumber(weights: Record<number, number>): (r: Random) => number {
  const choose = weighted(weights as Record<string, number>);
  return (r) => Number(choose(r));
}
