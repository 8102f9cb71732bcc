import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every .ts file under `root`, tests and test helpers left out (they may use anything). */
function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(root, f));
}

const resolveImport = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts'), base])
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  return null;
};

/**
 * The folder a file counts in: its own, except that config.ts (a leaf every layer reads) stands
 * alone beside the entry files of src/, and db/'s own subfolders (migrations, tables) are db:
 * the migration runner in db/ lists the migrations, which use db/'s dialect helpers. The seed
 * (seed/) is a layer of its own, above the modules.
 */
function folderOf(root: string, file: string): string {
  const relative = path.relative(root, file);
  if (relative === 'config.ts') return 'config';
  const folder = path.dirname(relative);
  if (folder === '.') return 'entry';
  if (folder.startsWith('db/')) return 'db';
  return folder;
}

/**
 * The folders of `root` and which folders each one imports (type imports included), e.g.
 * 'modules/properties' → {'db', 'lib', 'plugins/events'}. A folder's own files are not an edge.
 */
export function folderGraph(root: string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const from = folderOf(root, file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      if (!target || !target.startsWith(root)) continue;
      const to = folderOf(root, target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** The groups of folders that import each other round a loop (Tarjan's strongly connected parts). */
export function folderLoops(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) loops.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return loops;
}
