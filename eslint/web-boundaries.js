/**
 * The web app's layers (docs/architecture.md, "Web"), checked on every import:
 *
 *   app/ (router, providers, shell, routes)
 *     → features/<slice>/        a feature imports only itself
 *     → components/<name>/, lib/  shared UI and the app's plumbing; they import no feature
 *     → @nivaas/shared
 *
 * Any folder under features/ is a feature, so a new slice is covered the day it is created.
 * Test files belong to the folder they sit in and may import what that folder may.
 */
import path from 'node:path';
import boundaries from 'eslint-plugin-boundaries';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = 'apps/web/src';

const element = (type, pattern, extra = {}) => ({ type, pattern, partialMatch: false, ...extra });

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

export const webBoundaries = [
  {
    files: [`${SRC}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': ROOT,
      'boundaries/include': [`${SRC}/**/*`, 'packages/shared/src/**/*'],
      // Static and dynamic imports and re-exports all count: a lazy import is still a dependency.
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/elements': [
        element('app', `${SRC}/app`),
        element('feature', `${SRC}/features/*`, { capture: ['slice'] }),
        element('components', `${SRC}/components/*`, { capture: ['name'] }),
        element('lib', `${SRC}/lib`),
        element('locales', `${SRC}/locales`),
        element('shared', 'packages/shared/src'),
      ],
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
            'Web layers: {{from.element.path}} may not import {{to.element.path}} ' +
            '(app → features → components, lib → @nivaas/shared; a feature imports only itself). ' +
            'See docs/architecture.md.',
          policies: [
            // Packages from npm (React, Mantine, …) and Node's own modules are not layers.
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            {
              from: { element: { type: 'app' } },
              allow: to('app', 'feature', 'components', 'lib', 'locales', 'shared'),
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { slice: '{{ from.element.captured.slice }}' },
                  },
                },
              },
            },
            {
              from: { element: { type: 'feature' } },
              allow: to('components', 'lib', 'locales', 'shared'),
            },
            {
              from: { element: { type: 'components' } },
              allow: to('components', 'lib', 'locales', 'shared'),
            },
            { from: { element: { type: 'lib' } }, allow: to('lib', 'locales', 'shared') },
          ],
        },
      ],
      // A file the layers do not know (a new top-level folder in src/) must be placed first.
      'boundaries/no-unknown-dependencies': 'error',
      'boundaries/no-unknown-files': 'error',
    },
  },
];
