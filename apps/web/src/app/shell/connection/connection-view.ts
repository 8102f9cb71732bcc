import type { ConnectionState } from '../../../lib/realtime/socket';

export interface IndicatorView {
  /** Key under realtime `indicator.`. */
  key: 'online' | 'offline' | 'connecting' | 'retrying' | 'failed';
  /** Mantine colour of the dot; the text always says the same thing in words. */
  color: string;
}

/**
 * What the header shows. Signed out there is no connection, so the browser's own network state
 * decides between online and offline.
 */
export function indicatorView(state: ConnectionState, networkOnline: boolean): IndicatorView {
  switch (state) {
    case 'connected':
      return { key: 'online', color: 'teal' };
    case 'connecting':
      return { key: 'connecting', color: 'yellow' };
    case 'retrying':
      return { key: 'retrying', color: 'orange' };
    case 'failed':
      return { key: 'failed', color: 'red' };
    case 'offline':
      return { key: 'offline', color: 'gray' };
    case 'idle':
      return networkOnline ? { key: 'online', color: 'teal' } : { key: 'offline', color: 'gray' };
  }
}

export type BannerKind = 'retrying' | 'failed' | 'offline' | null;

/** Which notice sits under the header; none while things work. */
export function bannerKind(state: ConnectionState, networkOnline: boolean): BannerKind {
  if (state === 'retrying' || state === 'failed' || state === 'offline') return state;
  if (state === 'idle' && !networkOnline) return 'offline';
  return null;
}
