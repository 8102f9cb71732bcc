/**
 * The server's layers (docs/architecture.md, "Server"), checked on every import:
 *
 *   app.ts, server.ts, cli.ts, modules/index.ts (the composition roots)
 *     → modules/<slice>/   another module only through its index.ts (its public face)
 *     → plugins/           auth, realtime, storage, mail, events, audit: no module
 *     → db/                client, dialect, migrations, tables: no module, no plugin
 *     → lib/               plain helpers: nothing of ours but lib/
 *     → @nivaas/shared
 *
 * seed/ sits above the modules: it builds demo data through their faces. config.ts is a
 * leaf anyone may read. Any folder under modules/ is a module, so a new slice is covered the day
 * it is created. Test files belong to the folder they sit in and may also use test/ helpers and
 * modules' faces.
 */
import path from 'node:path';
import boundaries from 'eslint-plugin-boundaries';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = 'apps/server';
const SRC = `${SERVER}/src`;

const element = (type, pattern, extra = {}) => ({ type, pattern, partialMatch: false, ...extra });

const types = (...names) => ({ element: { types: { anyOf: names } } });
const to = (...names) => ({ to: types(...names) });
/** Another module's index.ts: the only door into a module from outside it. */
const face = { element: { type: 'module', fileInternalPath: 'index.ts' } };
/** config.ts is read by every layer; the rest of the root folder (app, server, cli) by none. */
const config = { element: { type: 'entry', fileInternalPath: 'config.ts' } };
const lower = [to('plugins', 'lib', 'db', 'shared'), { to: config }];

const allow = (from, targets) => targets.map((target) => ({ from, allow: target }));

export const serverBoundaries = [
  {
    files: [`${SERVER}/{src,test,scripts}/**/*.ts`],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': ROOT,
      'boundaries/include': [`${SERVER}/{src,test,scripts}/**/*`, 'packages/shared/src/**/*'],
      // Static and dynamic imports and re-exports all count: a face re-exports its module.
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      // The deepest folder that matches names a file's element: modules/properties/x.ts is in
      // the module "properties", modules/index.ts in the registry, app.ts in the entry.
      'boundaries/elements': [
        element('module', `${SRC}/modules/*`, { capture: ['slice'] }),
        element('registry', `${SRC}/modules`),
        element('seed', `${SRC}/seed`),
        element('db', `${SRC}/db`),
        element('lib', `${SRC}/lib`),
        element('plugins', `${SRC}/plugins`),
        element('entry', SRC),
        element('test-support', `${SERVER}/test`),
        element('scripts', `${SERVER}/scripts`),
        element('shared', 'packages/shared/src'),
      ],
      'boundaries/files': [{ category: 'test', pattern: ['**/*.test.ts'] }],
      'import/resolver': {
        // Relative imports with TypeScript endings; @nivaas/shared through its package.
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Server layers: {{from.element.types.[0]}} may not import this {{to.element.types.[0]}} file ' +
            '(entry → modules → plugins, lib, db → @nivaas/shared; another module only through ' +
            'its index.ts; db/ and lib/ import no module). See docs/architecture.md.',
          policies: [
            // Packages from npm and Node's own modules are not layers.
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            ...allow(types('entry'), [to('entry', 'registry', 'seed'), { to: face }, ...lower]),
            ...allow(types('registry'), [{ to: face }, ...lower]),
            // A module imports itself freely and others through their faces.
            {
              from: { element: { type: 'module' } },
              allow: {
                to: {
                  element: {
                    type: 'module',
                    captured: { slice: '{{ from.element.captured.slice }}' },
                  },
                },
              },
            },
            ...allow(types('module'), [{ to: face }, ...lower]),
            ...allow(types('seed'), [to('seed'), { to: face }, ...lower]),
            ...allow(types('plugins'), lower),
            ...allow(types('db'), [to('db', 'lib', 'shared'), { to: config }]),
            ...allow(types('lib'), [to('lib', 'shared')]),
            ...allow(types('shared'), [to('shared')]),
            // Test helpers build the whole app and act through the modules' faces.
            ...allow(types('test-support'), [to('test-support', 'entry'), { to: face }, ...lower]),
            // Tests anywhere: their own folder's rights, plus helpers, the app and modules' faces.
            ...allow({ file: { categories: 'test' } }, [to('test-support', 'entry'), { to: face }]),
            ...allow(types('scripts'), [to('scripts', 'entry'), { to: face }, ...lower]),
          ],
        },
      ],
      // A file the layers do not know (a new top-level folder in src/) must be placed first.
      'boundaries/no-unknown-files': 'error',
    },
  },
];
