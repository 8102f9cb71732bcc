import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import { LruMap } from '../lib/lru-map';

/** Distinct shapes kept per cache (least recently used go first). */
export const COMPILED_STATEMENTS_LIMIT = 200;

const MARK = '\u0000nivaas-slot:';

interface Template {
  compiled: CompiledQuery;
  /** Parameter positions that take a call's varying values, by name. */
  slots: Array<[index: number, name: string]>;
}

/**
 * Compiled statements kept by what they were built from. Kysely builds and compiles a statement
 * on every call, which for a search page costs a fifth of its run time on SQLite
 * (docs/operations/benchmarks.md). Here a statement is built once per key with a marker in place
 * of each varying value (a time, a cursor), and later calls only put their values in the
 * markers' parameter positions.
 *
 * The key must name everything else the statement depends on. Each varying value must reach the
 * statement as a bound parameter, as it is; a build that uses one any other way (in raw SQL, in
 * a computation, or not at all) is detected and compiled afresh on every call instead.
 */
export class CompiledStatements {
  private readonly templates: LruMap<string, Template | null>;

  constructor(limit = COMPILED_STATEMENTS_LIMIT) {
    this.templates = new LruMap(limit);
  }

  compile<V extends Record<string, unknown>, R>(
    key: string,
    varying: V,
    build: (values: V) => Compilable<R>,
  ): CompiledQuery<R> {
    let template = this.templates.get(key);
    if (template === undefined) {
      template = makeTemplate(varying, build);
      this.templates.set(key, template);
    }
    if (!template) return build(varying).compile();
    const parameters = template.compiled.parameters.slice();
    for (const [index, name] of template.slots) parameters[index] = varying[name];
    return { ...template.compiled, parameters } as CompiledQuery<R>;
  }

  get size(): number {
    return this.templates.size;
  }
}

/** The statement with markers for the varying values, or null when it cannot be reused. */
function makeTemplate<V extends Record<string, unknown>>(
  varying: V,
  build: (values: V) => Compilable<unknown>,
): Template | null {
  const markers = Object.fromEntries(Object.keys(varying).map((name) => [name, MARK + name]));
  const compiled = build(markers as V).compile();
  if (compiled.sql.includes(MARK)) return null;
  const slots: Template['slots'] = [];
  for (const [index, value] of compiled.parameters.entries()) {
    if (typeof value !== 'string' || !value.includes(MARK)) continue;
    const name = value.slice(MARK.length);
    // A marker inside a longer value was computed with, not bound.
    if (!value.startsWith(MARK) || !(name in markers)) return null;
    slots.push([index, name]);
  }
  // A varying value that never reached a parameter as itself went into a computation.
  if (Object.keys(markers).some((name) => !slots.some(([, slot]) => slot === name))) return null;
  return { compiled, slots };
}

/**
 * The compiled statements of a database and of every transaction on it: they share the engine's
 * adapter, which keys the cache, so a statement compiled in one send is reused by the next
 * send's transaction. A key names one statement of one module: "module.statement", or the
 * search's JSON array of what shapes its statement.
 */
const byAdapter = new WeakMap<object, CompiledStatements>();
export function compiledStatementsOf<DB>(db: Kysely<DB>): CompiledStatements {
  const adapter = db.getExecutor().adapter;
  let statements = byAdapter.get(adapter);
  if (!statements) byAdapter.set(adapter, (statements = new CompiledStatements()));
  return statements;
}
