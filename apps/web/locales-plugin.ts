import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { writeTranslationKeys } from './translation-keys';

const SOURCE = path.resolve(import.meta.dirname, 'src/locales');

const files = (): Array<{ name: string; body: string }> =>
  readdirSync(SOURCE, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .flatMap((lng) =>
      readdirSync(path.join(SOURCE, lng))
        .filter((f) => f.endsWith('.json'))
        .map((f) => ({
          name: `${lng}/${f}`,
          body: readFileSync(path.join(SOURCE, lng, f), 'utf8'),
        })),
    );

/**
 * Translations as static files at /locales/{lng}/{ns}.json, fetched on first use. The entry
 * script then carries no loader per file (each cost first-load bytes); one version stamp of
 * all texts (`__LOCALES_VERSION__`) makes browsers fetch them again after a release.
 */
const version = (): string =>
  createHash('sha256')
    .update(
      files()
        .map((f) => f.name + f.body)
        .join('\n'),
    )
    .digest('hex')
    .slice(0, 10);

/**
 * `emit: false`: only the version stamp (the server's renderer reads the built files). Either way
 * src/lib/translation-keys.ts follows the English texts' keys (at start, and on each change in dev).
 */
export function localesPlugin({ emit = true }: { emit?: boolean } = {}): Plugin {
  return {
    name: 'nivaas-locales',
    config: () => ({
      define: { __LOCALES_VERSION__: JSON.stringify(version()) },
    }),
    async buildStart() {
      await writeTranslationKeys();
    },
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (file.startsWith(path.join(SOURCE, 'en'))) void writeTranslationKeys();
      });
      server.middlewares.use('/locales', (req, res, next) => {
        const name = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\//, '');
        const file = files().find((f) => f.name === name);
        if (!file) return next();
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(file.body);
      });
    },
    generateBundle() {
      if (!emit) return;
      // Beside Vite's manifest: the server preloads a page's texts at the URL the app fetches.
      this.emitFile({
        type: 'asset',
        fileName: '.vite/locales.json',
        source: JSON.stringify({ version: version() }),
      });
      for (const file of files()) {
        // Minified: the source files are pretty-printed for people.
        const source = JSON.stringify(JSON.parse(file.body));
        this.emitFile({ type: 'asset', fileName: `locales/${file.name}`, source });
      }
    },
  };
}
