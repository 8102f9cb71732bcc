import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rule of eslint/server-boundaries.js, run through the project's own ESLint config on
 * snippets placed at a path in apps/server/src: what the rule refuses and what it lets through.
 * The imported files are real ones, so the resolver sees what it sees in the tree.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: ROOT });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(ROOT, 'apps/server/src', file),
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('boundaries/'))
    .map((m) => m.message);
}

describe('server layer rule', () => {
  it('refuses a module importing another module past its face', async () => {
    const errors = await layerErrors(
      'modules/favorites/probe.ts',
      "import { findProperty } from '../properties/properties.repository';\nexport const f = findProperty;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('another module only through its index.ts');
  });

  it('refuses a type-only deep import too', async () => {
    const errors = await layerErrors(
      'modules/comments/probe.ts',
      "import type { PropertyRow } from '../properties/properties.repository';\nexport type R = PropertyRow;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("lets a module import another through its face, that module's index.ts", async () => {
    const errors = await layerErrors(
      'modules/favorites/probe.ts',
      [
        "import { findViewableProperty } from '../properties/index';",
        "import { presentProperties } from '../properties';",
        'export const all = [findViewableProperty, presentProperties] as const;',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('lets a module import its own files and the lower layers', async () => {
    const errors = await layerErrors(
      'modules/favorites/probe.ts',
      [
        "import { addFavorite } from './favorites.repository';",
        "import { AppError } from '../../lib/app-error';",
        "import { nowIso } from '../../db/dialect';",
        "import type { RequestAuth } from '../../plugins/auth/auth.plugin';",
        'export const all = [addFavorite, AppError, nowIso] as const;',
        'export type A = RequestAuth;',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it.each([
    ['lib/probe.ts', '../modules/users/create-account'],
    ['lib/probe.ts', '../modules/users/index'],
    ['db/probe.ts', '../modules/users/index'],
    ['db/tables/probe.ts', '../../modules/properties/index'],
    ['db/migrations/probe.ts', '../../modules/properties/properties.repository'],
    ['plugins/auth/probe.ts', '../../modules/users/index'],
  ])('refuses %s importing a module, even its face (%s)', async (file, target) => {
    const errors = await layerErrors(file, `import * as m from '${target}';\nexport { m };\n`);
    expect(errors).toHaveLength(1);
  });

  it('refuses lib/ importing db/ or a plugin (lib is the floor)', async () => {
    const errors = await layerErrors(
      'lib/probe.ts',
      [
        "import { nowIso } from '../db/dialect';",
        "import { newStorageKey } from '../plugins/storage/storage';",
        'export const all = [nowIso, newStorageKey] as const;',
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
  });

  it("lets the seed use a module's face", async () => {
    const errors = await layerErrors(
      'seed/probe.ts',
      "import { toColumns } from '../modules/properties/index';\nexport const f = toColumns;\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses the seed reaching into a module', async () => {
    const errors = await layerErrors(
      'seed/probe.ts',
      "import { toProperty } from '../modules/properties/present-property';\nexport const f = toProperty;\n",
    );
    expect(errors).toHaveLength(1);
  });
});
