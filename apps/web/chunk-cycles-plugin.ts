import type { Plugin } from 'vite';

/** A chunk import cycle, as a list of file names from a chunk back to itself; null if none. */
export function chunkCycle(imports: Map<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string): string[] | null => {
    if (onPath.has(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return null;
    onPath.add(file);
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
    return null;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Fails the build when the app's chunks import each other in a circle (decision 077). The
 * library chunks are grouped by the pages that use them (vite.config.ts), and a change of which
 * page imports what can make two groups import each other: a browser then runs one before the
 * other has defined what it needs, and the app stops with "Cannot read properties of undefined"
 * before it takes the page over. Caught here, not by a visitor.
 */
export function chunkCyclesPlugin(): Plugin {
  return {
    name: 'nivaas-chunk-cycles',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const [file, output] of Object.entries(bundle))
        if (output.type === 'chunk') imports.set(file, output.imports);
      const cycle = chunkCycle(imports);
      if (!cycle) return;
      const message = `The app's chunks import each other in a circle: ${cycle.join(' → ')}`;
      // Said here too: a plugin that runs after a failed bundle (the service worker's) may hide it.
      console.error(message);
      this.error(message);
    },
  };
}
