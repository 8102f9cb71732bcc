import { CITIES } from '@nivaas/shared';
import { describe, expect, it } from 'vitest';

/**
 * Every namespace ships in every language: same keys, no empty texts, and the same
 * placeholders ({{name}}) and markup tags (<terms>) as English, so no screen shows a raw key or
 * drops a value when a person switches to Hindi, Telugu or Tamil. City and locality names
 * (the `places` namespace, English names as keys) are checked against the city dataset.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});
const TRANSLATIONS = ['hi', 'te', 'ta'] as const;
const PLACES = 'places';

function byLanguage(lng: string): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const [path, content] of Object.entries(files)) {
    const [, dir, ns] = /^\.\/([^/]+)\/(.+)\.json$/.exec(path) ?? [];
    if (dir === lng && ns) out.set(ns, content);
  }
  return out;
}

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else out.set(prefix, value);
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)\s*\/?>/g)].map((m) => m[0]).sort();
const emptyKeys = (table: Map<string, unknown>) =>
  [...table].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);

const namespaces = [...byLanguage('en').keys()].sort();
const cases = TRANSLATIONS.flatMap((lng) => namespaces.map((ns) => [lng, ns] as const));

describe('locales', () => {
  it.each(['en', ...TRANSLATIONS])('%s has the common namespace', (lng) => {
    expect(byLanguage(lng).has('common'), lng).toBe(true);
  });

  it('English has no empty texts', () => {
    for (const ns of namespaces) {
      expect(emptyKeys(leaves(byLanguage('en').get(ns))), `en/${ns}.json`).toEqual([]);
    }
  });

  it.each(TRANSLATIONS)('%s has no namespace that English lacks', (lng) => {
    const extra = [...byLanguage(lng).keys()].filter(
      (ns) => ns !== PLACES && !byLanguage('en').has(ns),
    );
    expect(extra).toEqual([]);
  });

  it.each(cases)('%s/%s: the same keys as English, none empty', (lng, ns) => {
    const en = leaves(byLanguage('en').get(ns));
    expect(byLanguage(lng).has(ns), `${lng}/${ns}.json is missing`).toBe(true);
    const other = leaves(byLanguage(lng).get(ns));
    expect(
      [...en.keys()].filter((k) => !other.has(k)),
      `keys missing in ${lng}/${ns}.json`,
    ).toEqual([]);
    expect(
      [...other.keys()].filter((k) => !en.has(k)),
      `keys in ${lng}/${ns}.json that English lacks`,
    ).toEqual([]);
    expect(emptyKeys(other), `empty or non-text values in ${lng}/${ns}.json`).toEqual([]);
  });

  it.each(cases)('%s/%s: the same placeholders and tags as English', (lng, ns) => {
    const en = leaves(byLanguage('en').get(ns));
    const other = leaves(byLanguage(lng).get(ns));
    for (const [key, text] of en) {
      const translated = other.get(key);
      if (typeof text !== 'string' || typeof translated !== 'string') continue;
      expect(placeholders(translated), `${lng}/${ns}:${key} placeholders`).toEqual(
        placeholders(text),
      );
      expect(tags(translated), `${lng}/${ns}:${key} tags`).toEqual(tags(text));
    }
  });

  it.each(TRANSLATIONS)('%s names every city and locality of the dataset', (lng) => {
    const places = byLanguage(lng).get(PLACES) as
      { cities?: Record<string, unknown>; localities?: Record<string, unknown> } | undefined;
    expect(places, `${lng}/${PLACES}.json is missing`).toBeDefined();
    const named = (table: Record<string, unknown> | undefined, name: string) =>
      typeof table?.[name] === 'string' && (table[name] as string).trim() !== '';
    const cities = CITIES.map((c) => c.name).filter((n) => !named(places?.cities, n));
    const localities = [...new Set(CITIES.flatMap((c) => c.localities.map((l) => l.name)))].filter(
      (n) => !named(places?.localities, n),
    );
    expect(cities, `cities missing in ${lng}/${PLACES}.json`).toEqual([]);
    expect(localities, `localities missing in ${lng}/${PLACES}.json`).toEqual([]);
  });
});

describe('English (en-IN) spelling', () => {
  it('says favourite everywhere a person reads it (the route stays /favorites)', () => {
    const texts = [...byLanguage('en').values()].flatMap((ns) =>
      [...leaves(ns).values()].filter((v): v is string => typeof v === 'string'),
    );
    expect(texts.filter((s) => /favourite/i.test(s)).length).toBeGreaterThan(3);
    expect(texts.filter((s) => /favorite/i.test(s))).toEqual([]);
  });
});
