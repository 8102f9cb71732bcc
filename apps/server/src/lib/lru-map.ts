/**
 * A Map that keeps at most `limit` entries, dropping the least recently used first. Values are
 * never `undefined` (that is what `get` answers for an absent key).
 */
export class LruMap<K, V extends NonNullable<unknown> | null> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  /** The value, now the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
