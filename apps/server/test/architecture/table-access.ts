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

/** What `table` says of a call whose table is not written out: a variable, a cast, a template. */
export const DYNAMIC = '(a table named at run time)';

/**
 * An argument that names a table without a literal: the check cannot tell which table it is.
 * Subqueries (`eb.selectFrom(...).as('x')`) and callbacks are not table names and stay out.
 */
const isDynamicTable = (node: ts.Node | undefined): boolean =>
  !!node &&
  (ts.isIdentifier(node) ||
    ts.isAsExpression(node) ||
    ts.isTypeAssertionExpression(node) ||
    ts.isTemplateExpression(node) ||
    ts.isConditionalExpression(node) ||
    ts.isBinaryExpression(node) ||
    ts.isElementAccessExpression(node) ||
    ts.isPropertyAccessExpression(node) ||
    ts.isParenthesizedExpression(node));

/**
 * The tables a non-literal argument can name, from its type: `'a' | 'b'` names both; a subquery
 * (an object) names none; anything else (`string`, a template) cannot be told and is DYNAMIC.
 * A cast is looked through: `table as 'favorites'` names whatever `table` can hold.
 */
type ResolveTables = (node: ts.Expression) => string[];

const typeResolver =
  (checker: ts.TypeChecker): ResolveTables =>
  (node) => {
    let inner: ts.Expression = node;
    while (
      ts.isAsExpression(inner) ||
      ts.isTypeAssertionExpression(inner) ||
      ts.isParenthesizedExpression(inner)
    )
      inner = inner.expression;
    let type = checker.getTypeAtLocation(inner);
    type = checker.getBaseConstraintOfType(type) ?? type;
    const parts = type.isUnion() ? type.types : [type];
    if (parts.every((t) => t.isStringLiteral()))
      return parts.map((t) => (t as ts.StringLiteralType).value);
    if (parts.every((t) => !(t.flags & ts.TypeFlags.StringLike) && !(t.flags & ts.TypeFlags.Any)))
      return [];
    return [DYNAMIC];
  };

/** The tables named by Kysely calls in one parsed file. */
function accessesOf(
  module: string,
  file: string,
  source: ts.SourceFile,
  resolve: ResolveTables = () => [DYNAMIC],
): TableAccess[] {
  const accesses: TableAccess[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const kind = WRITES.has(method) ? 'write' : READS.has(method) ? 'read' : null;
      const argument = node.arguments[0];
      const tables = !kind
        ? []
        : argument && isDynamicTable(argument)
          ? resolve(argument)
          : [tableOf(argument)].filter((t): t is string => t !== null);
      for (const table of tables) accesses.push({ module, file, table, kind: kind! });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return accesses;
}

/**
 * The tables named by Kysely calls in one file's text (`file` relative to apps/server/src),
 * read without types: a table named at run time is DYNAMIC.
 */
export const accessesIn = (module: string, file: string, text: string): TableAccess[] =>
  accessesOf(module, file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest));

/**
 * Every table named by a Kysely call in the production files of `src/modules`. A table named at
 * run time (a helper's parameter, a lookup) is resolved from its type, with the compiler, so a
 * helper over the module's own tables passes and one over any table (`keyof Database`) does not.
 */
export function tableAccesses(src: string): TableAccess[] {
  const modulesDir = path.join(src, 'modules');
  const files = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f.includes(path.sep))
    .map((relative) => {
      const full = path.join(modulesDir, relative);
      return { module: relative.split(path.sep)[0]!, full, file: path.relative(src, full) };
    });
  const plain = files.map((f) => ({
    ...f,
    accesses: accessesIn(f.module, f.file, readFileSync(f.full, 'utf8')),
  }));
  const dynamic = plain.filter((f) => f.accesses.some((a) => a.table === DYNAMIC));
  if (dynamic.length === 0) return plain.flatMap((f) => f.accesses);
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(src, '../tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const program = ts.createProgram(
    dynamic.map((f) => f.full),
    { ...config!.options, noEmit: true, composite: false },
  );
  const resolve = typeResolver(program.getTypeChecker());
  return plain.flatMap((f) =>
    dynamic.includes(f)
      ? accessesOf(f.module, f.file, program.getSourceFile(f.full)!, resolve)
      : f.accesses,
  );
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
