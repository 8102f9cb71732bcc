import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderGraph, folderLoops } from './folder-graph';

const SRC = path.resolve(import.meta.dirname, '../../src');

describe('folders of apps/server/src', () => {
  it('import each other without a loop (type imports count too)', () => {
    expect(folderLoops(folderGraph(SRC))).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['modules/a', new Set(['modules/b'])],
      ['modules/b', new Set(['modules/c', 'lib'])],
      ['modules/c', new Set(['modules/a'])],
      ['lib', new Set<string>()],
    ]);
    expect(folderLoops(graph)).toEqual([['modules/a', 'modules/b', 'modules/c']]);
  });
});
