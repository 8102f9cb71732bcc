import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

/**
 * The keys of the English texts as flat unions of string literals, one per namespace, written to
 * src/lib/translation-keys.ts: what `t()` accepts (src/lib/translate.ts). Flat unions are cheap
 * for the compiler, unlike i18next's nested resource types (decisions 053 and 076).
 *
 * Plural forms fold to their base key as i18next reads them (`found_one`, `found_other` →
 * `found`); objects and arrays that a screen reads whole (`returnObjects`) are listed apart.
 * Kept equal to the JSON by src/locales/translation-keys.test.ts; the locales plugin rewrites it
 * on `vite` and `vite build`, and `npm run i18n:keys` does it by hand.
 */

const LOCALES = path.resolve(import.meta.dirname, 'src/locales');
export const TRANSLATION_KEYS_FILE = path.resolve(
  import.meta.dirname,
  'src/lib/translation-keys.ts',
);

const PLURAL = /_(zero|one|two|few|many|other)$/;

interface NamespaceKeys {
  texts: Set<string>;
  tables: Set<string>;
}

function collect(value: unknown, prefix: string, into: NamespaceKeys): void {
  if (value !== null && typeof value === 'object') {
    if (prefix) into.tables.add(prefix);
    // An array is read whole (the legal documents' sections), never item by item.
    if (Array.isArray(value)) return;
    for (const [key, child] of Object.entries(value)) {
      collect(child, prefix ? `${prefix}.${key}` : key, into);
    }
    return;
  }
  into.texts.add(prefix.replace(PLURAL, ''));
}

const union = (keys: Set<string>): string =>
  keys.size === 0
    ? 'never'
    : [...keys]
        .sort()
        .map((key) => `'${key.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`)
        .join(' | ');

/** The source of src/lib/translation-keys.ts for the English files in `dir`, as Prettier prints it. */
export async function translationKeysSource(
  dir: string = path.join(LOCALES, 'en'),
): Promise<string> {
  const namespaces = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
  const keys = new Map<string, NamespaceKeys>();
  for (const ns of namespaces) {
    const into = { texts: new Set<string>(), tables: new Set<string>() };
    collect(JSON.parse(readFileSync(path.join(dir, `${ns}.json`), 'utf8')), '', into);
    keys.set(ns, into);
  }
  const block = (name: string, doc: string, pick: (k: NamespaceKeys) => Set<string>) =>
    [
      `/** ${doc} */`,
      `export interface ${name} {`,
      ...namespaces.map((ns) => `  ${ns}:${union(pick(keys.get(ns)!))};`),
      '}',
    ].join('\n');
  const source = [
    '// Written from src/locales/en/*.json by translation-keys.ts (npm run i18n:keys): do not edit.',
    '',
    block(
      'TranslationKeys',
      'Every text of a namespace, plural forms under their base key.',
      (k) => k.texts,
    ),
    '',
    block(
      'TranslationTables',
      'Objects and arrays of a namespace, read whole (`returnObjects`).',
      (k) => k.tables,
    ),
    '',
  ].join('\n');
  const config = await resolveConfig(TRANSLATION_KEYS_FILE);
  return format(source, { ...config, filepath: TRANSLATION_KEYS_FILE });
}

/** Rewrites the file when the texts' keys changed; answers whether it did. */
export async function writeTranslationKeys(): Promise<boolean> {
  const source = await translationKeysSource();
  let current = '';
  try {
    current = readFileSync(TRANSLATION_KEYS_FILE, 'utf8');
  } catch {
    // not written yet
  }
  if (current === source) return false;
  writeFileSync(TRANSLATION_KEYS_FILE, source);
  return true;
}

if (process.argv[1] === import.meta.filename) await writeTranslationKeys();
