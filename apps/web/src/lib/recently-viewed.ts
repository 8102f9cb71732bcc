import { useEffect, useSyncExternalStore } from 'react';
import type { Property } from '@nivaas/shared';

/**
 * The listings a person opened lately, kept on this device only (the server keeps no viewing
 * history), one list per signed-in person so two people sharing a phone never see each other's.
 * Each entry has what a small card needs, so the list reads offline too; its photo is the
 * 320 px variant, which the service worker keeps.
 */
export interface RecentlyViewed {
  id: string;
  title: string;
  listingType: Property['listingType'];
  rent: Property['rent'];
  salePrice: Property['salePrice'];
  locality: string;
  city: string;
  /** The cover photo at 320 px, or null for a listing without photos. */
  coverUrl: string | null;
  /** When it was last opened (ms since the epoch). */
  viewedAt: number;
}

export const RECENTLY_VIEWED_MAX = 20;
const KEY_PREFIX = 'nivaas.recentlyViewed.';
export const recentlyViewedKey = (userId: string): string => `${KEY_PREFIX}${userId}`;

/** What is kept of a listing. */
export function toRecentlyViewed(p: Property, viewedAt: number): RecentlyViewed {
  return {
    id: p.id,
    title: p.title,
    listingType: p.listingType,
    rent: p.rent,
    salePrice: p.salePrice,
    locality: p.sublocality,
    city: p.city,
    coverUrl: p.images[0]?.thumbnailUrl ?? null,
    viewedAt,
  };
}

/** The list with `entry` first (an earlier visit to it dropped), at most RECENTLY_VIEWED_MAX long. */
export function withViewed(
  list: readonly RecentlyViewed[],
  entry: RecentlyViewed,
): RecentlyViewed[] {
  return [entry, ...list.filter((e) => e.id !== entry.id)].slice(0, RECENTLY_VIEWED_MAX);
}

const isEntry = (e: unknown): e is RecentlyViewed => {
  const v = e as RecentlyViewed | null;
  return (
    !!v &&
    typeof v.id === 'string' &&
    typeof v.title === 'string' &&
    typeof v.viewedAt === 'number' &&
    (v.coverUrl === null || typeof v.coverUrl === 'string')
  );
};

/** The stored list read back; anything unreadable is no list rather than a broken page. */
export function parseRecentlyViewed(raw: string | null): RecentlyViewed[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

const read = (userId: string): RecentlyViewed[] => {
  try {
    return parseRecentlyViewed(localStorage.getItem(recentlyViewedKey(userId)));
  } catch {
    // Storage blocked: nothing remembered.
    return [];
  }
};

const listeners = new Set<() => void>();
const snapshots = new Map<string, RecentlyViewed[]>();

function write(userId: string, list: RecentlyViewed[]): void {
  snapshots.set(userId, list);
  try {
    localStorage.setItem(recentlyViewedKey(userId), JSON.stringify(list));
  } catch {
    // Not remembered across visits; still shown for this one.
  }
  listeners.forEach((l) => l());
}

/** Records that `userId` opened this listing now. */
export function rememberViewed(userId: string, property: Property, at = Date.now()): void {
  write(userId, withViewed(snapshots.get(userId) ?? read(userId), toRecentlyViewed(property, at)));
}

export function clearRecentlyViewed(userId: string): void {
  write(userId, []);
}

/** Records the listing once it has loaded, for a signed-in person. */
export function useRememberViewed(
  userId: string | null | undefined,
  property: Property | undefined,
): void {
  useEffect(() => {
    if (userId && property) rememberViewed(userId, property);
  }, [userId, property]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (!e.key?.startsWith(KEY_PREFIX)) return;
    snapshots.delete(e.key.slice(KEY_PREFIX.length));
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: RecentlyViewed[] = [];

/** This person's recently opened listings, newest first (other tabs' visits show up too). */
export function useRecentlyViewed(userId: string | null | undefined): RecentlyViewed[] {
  return useSyncExternalStore(
    subscribe,
    () => {
      if (!userId) return EMPTY;
      let list = snapshots.get(userId);
      if (!list) {
        list = read(userId);
        snapshots.set(userId, list);
      }
      return list;
    },
    () => EMPTY,
  );
}
