import { describe, expect, it } from 'vitest';

/**
 * Every namespace ships in every language: same keys, no empty texts, and the same
 * placeholders ({{name}}) and markup tags (<terms>) on both sides, so no screen shows a raw
 * key or drops a value when a person switches to Hindi.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});
const LANGUAGES = ['en', 'hi'] as const;

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

const namespaces = [...new Set(LANGUAGES.flatMap((lng) => [...byLanguage(lng).keys()]))].sort();

describe('locales', () => {
  it('has the common namespace in every language', () => {
    for (const lng of LANGUAGES) expect(byLanguage(lng).has('common'), lng).toBe(true);
  });

  it.each(namespaces)('%s: the same keys in English and Hindi, none empty', (ns) => {
    const en = leaves(byLanguage('en').get(ns));
    const hi = leaves(byLanguage('hi').get(ns));
    expect(byLanguage('en').has(ns), `en/${ns}.json is missing`).toBe(true);
    expect(byLanguage('hi').has(ns), `hi/${ns}.json is missing`).toBe(true);
    expect(
      [...en.keys()].filter((k) => !hi.has(k)),
      `keys missing in hi/${ns}.json`,
    ).toEqual([]);
    expect(
      [...hi.keys()].filter((k) => !en.has(k)),
      `keys missing in en/${ns}.json`,
    ).toEqual([]);
    for (const [lng, table] of [
      ['en', en],
      ['hi', hi],
    ] as const) {
      const empty = [...table]
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => k);
      expect(empty, `empty or non-text values in ${lng}/${ns}.json`).toEqual([]);
    }
  });

  it.each(namespaces)('%s: the same placeholders and tags in both languages', (ns) => {
    const en = leaves(byLanguage('en').get(ns));
    const hi = leaves(byLanguage('hi').get(ns));
    for (const [key, text] of en) {
      const other = hi.get(key);
      if (typeof text !== 'string' || typeof other !== 'string') continue;
      expect(placeholders(other), `${ns}:${key} placeholders`).toEqual(placeholders(text));
      expect(tags(other), `${ns}:${key} tags`).toEqual(tags(text));
    }
  });
});
