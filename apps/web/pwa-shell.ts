import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';

/** Files of the install, besides what index.html loads. */
const ALWAYS = new Set(['index.html', 'manifest.webmanifest', 'favicon.svg']);

/**
 * Keeps only the app shell in the precache: index.html with the scripts and styles it loads
 * (the entry and its modulepreloads), the manifest and the icons. Pages' own chunks are kept
 * once opened (runtime cache), so installing the app costs a phone the first page's bytes, not
 * every page's.
 */
export function shellOnly(outDir: string): ManifestTransform {
  return async (entries) => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const loaded = new Set(
      [...html.matchAll(/(?:src|href)="\/([^"?#]+)"/g)].map((m) => m[1]!).filter(Boolean),
    );
    const manifest = entries.filter(
      (e) => ALWAYS.has(e.url) || loaded.has(e.url) || e.url.startsWith('icons/'),
    );
    return { manifest, warnings: [] };
  };
}
