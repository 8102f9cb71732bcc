import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rule of eslint/web-boundaries.js, run through the project's own ESLint config on
 * snippets placed at a path in apps/web/src: what the rule refuses and what it lets through.
 * The imported files are real ones, so the resolver sees what it sees in the tree.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'apps/web/src', file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('boundaries/'))
    .map((m) => m.message);
}

const use = (...names: string[]) => `export const used = [${names.join(', ')}];\n`;

// The first lint loads the TypeScript parser and resolver: seconds on a busy machine.
describe('web layer rule', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await layerErrors(
      'features/favorites/probe.ts',
      "import { useInterest } from '../property-details/api/interest';\n" + use('useInterest'),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('features/favorites may not import');
    expect(errors[0]).toContain('features/property-details');
  });

  it('refuses it for a type-only import, a lazy import and a re-export too', async () => {
    const errors = await layerErrors(
      'features/comments/probe.ts',
      [
        "import type { SearchFilters } from '../property-search/search-params';",
        "export { useMyProperties } from '../owner-properties/api/owner-properties';",
        "export const load = () => import('../conversations/components/message-toast');",
        'export type F = SearchFilters;',
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(3);
  });

  it('covers a feature created after the rule was written', async () => {
    const errors = await layerErrors(
      'features/some-new-slice/api/probe.ts',
      "import { useMyProperties } from '../../owner-properties/api/owner-properties';\n" +
        use('useMyProperties'),
    );
    expect(errors).toHaveLength(1);
  });

  it.each([
    ['components/ui/probe.ts', '../../features/favorites/api/favorites'],
    ['components/property/probe.ts', '../../features/favorites/api/favorites'],
    ['lib/probe.ts', '../features/favorites/api/favorites'],
    ['lib/api/probe.ts', '../../features/favorites/api/favorites'],
  ])('refuses %s importing a feature', async (file, target) => {
    const errors = await layerErrors(
      file,
      `import * as feature from '${target}';\n${use('feature')}`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('features/favorites');
  });

  it.each([
    ['features/favorites/probe.ts', '../../app/shell/header/app-header'],
    ['components/ui/probe.ts', '../../app/shell/header/app-header'],
    ['lib/probe.ts', '../app/shell/header/app-header'],
  ])('refuses %s importing the app', async (file, target) => {
    const errors = await layerErrors(file, `import * as shell from '${target}';\n${use('shell')}`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('apps/web/src/app');
  });

  it('refuses lib importing components', async () => {
    const errors = await layerErrors(
      'lib/probe.ts',
      "import { PageLoader } from '../components/ui/page-loader';\n" + use('PageLoader'),
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a feature import itself, components, lib, locales and @nivaas/shared', async () => {
    const errors = await layerErrors(
      'features/favorites/components/probe.ts',
      [
        "import { useFavoriteIds } from '../api/favorites';",
        "import { PropertyCard } from '../../../components/property/property-card';",
        "import { api } from '../../../lib/api-client';",
        "import { useSession } from '../../../lib/session';",
        "import { useRealtimeEvent } from '../../../lib/realtime';",
        "import en from '../../../locales/en/favorites.json';",
        "import { ROLES } from '@nivaas/shared';",
        "import { useQuery } from '@tanstack/react-query';",
        use(
          'useFavoriteIds',
          'PropertyCard',
          'api',
          'useSession',
          'useRealtimeEvent',
          'en',
          'ROLES',
          'useQuery',
        ),
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('lets the app import features, and lib import only lib and @nivaas/shared', async () => {
    expect(
      await layerErrors(
        'app/routes/probe.tsx',
        "import { FavoritesView } from '../../features/favorites/components/favorites-view';\n" +
          use('FavoritesView'),
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'lib/api/probe.ts',
        "import { api } from '../api-client';\nimport { ROLES } from '@nivaas/shared';\n" +
          use('api', 'ROLES'),
      ),
    ).toEqual([]);
  });
});

/** Every relative import of src/ as folder → folder (its own folder's imports left out). */
function folderGraph(src: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const resolve = (from: string, spec: string): string | null => {
    const base = path.resolve(path.dirname(from), spec);
    for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
      const file = base + ext;
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
    return null;
  };
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (/\.tsx?$/.test(name)) {
        const code = readFileSync(file, 'utf8');
        const specs = code.matchAll(/(?:from\s*|import\(\s*)['"](\.[^'"]+)['"]/g);
        for (const [, spec] of specs) {
          const target = spec && resolve(file, spec);
          if (!target) continue;
          const [a, b] = [path.dirname(file), path.dirname(target)].map((d) =>
            path.relative(src, d),
          );
          if (a !== b) graph.set(a!, (graph.get(a!) ?? new Set()).add(b!));
        }
      }
    }
  };
  visit(src);
  return graph;
}

/** Groups of folders that reach each other through their imports (Tarjan). */
function loops(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member !== undefined) group.push(member);
      } while (member !== undefined && member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('web folders', () => {
  it('import each other without loops', () => {
    const graph = folderGraph(path.join(ROOT, 'apps/web/src'));
    expect(graph.size).toBeGreaterThan(20);
    expect(loops(graph)).toEqual([]);
  });

  it('would see a loop', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(loops(graph)).toEqual([['a', 'b', 'c']]);
  });
});
