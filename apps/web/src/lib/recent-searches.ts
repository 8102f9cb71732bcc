import { useEffect, useSyncExternalStore } from 'react';

/**
 * The last few property searches a person ran, kept in this browser only (the server stores no
 * search history). The search page records each search; the seeker's home lists them again.
 * Each entry is the search's URL query (the API's own filter names), newest first.
 */
export interface RecentSearch {
  /** The query string of /properties, without `?` and without the list/map view. */
  search: string;
  /** When it was last run (ms since the epoch). */
  at: number;
}

export const RECENT_SEARCHES_KEY = 'nivaas.recentSearches';
export const RECENT_SEARCHES_MAX = 5;

/** Parameters that do not change what is found, so two searches differing only here are one. */
const IGNORED = new Set(['view', 'sort', 'radiusKm']);

/** The search in a stable form: ignored parameters dropped, the rest sorted; '' for no filter. */
export function normaliseSearch(search: string): string {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  const kept = [...params.entries()]
    .filter(([name, value]) => !IGNORED.has(name) && value.trim() !== '')
    .sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv));
  return new URLSearchParams(kept).toString();
}

/**
 * Searches run within this long of the last one refine it (a city, then a budget, then a type):
 * they replace it rather than push older searches out.
 */
export const RECENT_SEARCH_REFINE_MS = 60_000;

/** The list with `search` moved (or added) to the front, at most RECENT_SEARCHES_MAX long. */
export function withRecentSearch(
  list: readonly RecentSearch[],
  search: string,
  at: number,
): RecentSearch[] {
  const key = normaliseSearch(search);
  if (!key) return [...list];
  const [latest, ...older] = list;
  const rest =
    latest && at - latest.at < RECENT_SEARCH_REFINE_MS && latest.search !== key ? older : [...list];
  return [{ search: key, at }, ...rest.filter((s) => s.search !== key)].slice(
    0,
    RECENT_SEARCHES_MAX,
  );
}

function read(): RecentSearch[] {
  try {
    const raw = localStorage.getItem(RECENT_SEARCHES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (s): s is RecentSearch =>
          !!s &&
          typeof (s as RecentSearch).search === 'string' &&
          typeof (s as RecentSearch).at === 'number',
      )
      .slice(0, RECENT_SEARCHES_MAX);
  } catch {
    // Storage blocked or a stale value: no history rather than a broken page.
    return [];
  }
}

const listeners = new Set<() => void>();
let snapshot: RecentSearch[] | null = null;

function write(list: RecentSearch[]): void {
  snapshot = list;
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Not remembered across visits; still shown for this one.
  }
  listeners.forEach((l) => l());
}

/** Records a search the person ran (no filters at all is not worth remembering). */
export function rememberSearch(search: string, at = Date.now()): void {
  if (!normaliseSearch(search)) return;
  write(withRecentSearch(snapshot ?? read(), search, at));
}

/** Records `search` once it has stayed the same for a moment (not every keystroke of a filter). */
export function useRememberSearch(search: string, enabled = true, settleMs = 1500): void {
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => rememberSearch(search), settleMs);
    return () => clearTimeout(timer);
  }, [search, enabled, settleMs]);
}

export function clearRecentSearches(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== RECENT_SEARCHES_KEY) return;
    snapshot = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: RecentSearch[] = [];

/** The recent searches, newest first; other tabs' searches show up too. */
export function useRecentSearches(): RecentSearch[] {
  return useSyncExternalStore(
    subscribe,
    () => (snapshot ??= read()),
    () => EMPTY,
  );
}
