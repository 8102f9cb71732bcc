import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Kysely's calls that name a table, and whether the table is written or read. */
const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
const READS = new Set([
  'selectFrom',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'innerJoinLateral',
  'leftJoinLateral',
]);

export interface TableAccess {
  /** The module that makes the call, e.g. 'interests'. */
  module: string;
  /** The file, relative to apps/server/src. */
  file: string;
  table: string;
  kind: 'read' | 'write';
}

/**
 * Which module owns each table: the table files of db/tables are named after their module
 * (db/tables/<slice>.ts), with three that belong to a plugin or to the users module.
 */
const OWNER_OF_TABLE_FILE: Record<string, string> = {
  auth: 'users',
  audit: 'plugins/audit',
  mail: 'plugins/mail',
};

/** table name → owning module, read from the `<Slice>Tables` interface of each db/tables file. */
export function tableOwners(src: string): Map<string, string> {
  const owners = new Map<string, string>();
  const dir = path.join(src, 'db/tables');
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const slice = name.slice(0, -3);
    const file = ts.createSourceFile(
      name,
      readFileSync(path.join(dir, name), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    for (const statement of file.statements) {
      if (!ts.isInterfaceDeclaration(statement) || !statement.name.text.endsWith('Tables'))
        continue;
      for (const member of statement.members)
        if (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)))
          owners.set(member.name.text, OWNER_OF_TABLE_FILE[slice] ?? slice);
    }
  }
  return owners;
}

/** The table a Kysely argument names: 'properties', 'properties as p'. */
const tableOf = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text.split(/\s+as\s+/)[0]!.trim()
    : null;

/** The tables named by Kysely calls in one file's text (`file` relative to apps/server/src). */
export function accessesIn(module: string, file: string, text: string): TableAccess[] {
  const accesses: TableAccess[] = [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const kind = WRITES.has(method) ? 'write' : READS.has(method) ? 'read' : null;
      const table = kind ? tableOf(node.arguments[0]) : null;
      if (kind && table) accesses.push({ module, file, table, kind });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return accesses;
}

/** Every table named by a Kysely call in the production files of `src/modules`. */
export function tableAccesses(src: string): TableAccess[] {
  const modulesDir = path.join(src, 'modules');
  return readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f.includes(path.sep))
    .flatMap((relative) => {
      const full = path.join(modulesDir, relative);
      return accessesIn(
        relative.split(path.sep)[0]!,
        path.relative(src, full),
        readFileSync(full, 'utf8'),
      );
    });
}

/** The accesses of one module to a table another module owns. */
export function foreignAccesses(
  owners: Map<string, string>,
  accesses: TableAccess[],
): (TableAccess & { owner: string })[] {
  return accesses
    .map((a) => ({ ...a, owner: owners.get(a.table) ?? '?' }))
    .filter((a) => a.owner !== a.module);
}
