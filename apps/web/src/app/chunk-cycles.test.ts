import { describe, expect, it } from 'vitest';
import { chunkCycle } from '../../chunk-cycles-plugin';

describe('the build refuses chunks that import each other in a circle', () => {
  it('finds a circle of chunks, however long, and none in a tree', () => {
    const tree = new Map([
      ['index.js', ['ui.js', 'react.js']],
      ['ui.js', ['react.js']],
      ['page.js', ['ui.js']],
    ]);
    expect(chunkCycle(tree)).toBeNull();
    const circle = new Map([...tree, ['react.js', ['shared.js']], ['shared.js', ['ui.js']]]);
    expect(chunkCycle(circle)).toEqual(['ui.js', 'react.js', 'shared.js', 'ui.js']);
  });
});
