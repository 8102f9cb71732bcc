import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bannerKind, indicatorView } from './connection-view';

type RealtimeTexts = { indicator: Record<string, string>; banner: Record<string, string> };
const load = (lng: string): RealtimeTexts =>
  JSON.parse(
    readFileSync(new URL(`../../../locales/${lng}/realtime.json`, import.meta.url), 'utf8'),
  ) as RealtimeTexts;
const en = load('en');
const hi = load('hi');

describe('indicator', () => {
  it('names every state in words', () => {
    expect(indicatorView('connected', true).key).toBe('online');
    expect(indicatorView('connecting', true).key).toBe('connecting');
    expect(indicatorView('retrying', true).key).toBe('retrying');
    expect(indicatorView('failed', true).key).toBe('failed');
    expect(indicatorView('offline', true).key).toBe('offline');
  });

  it("follows the browser's network while signed out", () => {
    expect(indicatorView('idle', true).key).toBe('online');
    expect(indicatorView('idle', false).key).toBe('offline');
  });
});

describe('banner', () => {
  it('shows only while live updates are interrupted', () => {
    expect(bannerKind('connected', true)).toBeNull();
    expect(bannerKind('connecting', true)).toBeNull();
    expect(bannerKind('idle', true)).toBeNull();
    expect(bannerKind('retrying', true)).toBe('retrying');
    expect(bannerKind('failed', true)).toBe('failed');
    expect(bannerKind('offline', false)).toBe('offline');
    expect(bannerKind('idle', false)).toBe('offline');
  });

  it("carries the product's two connection texts verbatim in English", () => {
    expect(en.banner.retrying).toBe(
      'Connection temporarily interrupted. Attempting automatic recovery...',
    );
    expect(en.banner.failed).toBe(
      'Connection issue detected. Please refresh the page if problems persist.',
    );
  });
});

describe('realtime locale files', () => {
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    );

  it('has every English key in Hindi, translated', () => {
    expect(keys(hi).sort()).toEqual(keys(en).sort());
    expect(hi.banner.failed).not.toBe(en.banner.failed);
  });
});
