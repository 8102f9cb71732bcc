import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A name a module's face (its index.ts) exports that belongs to its repository. */
export interface FaceLeak {
  module: string;
  name: string;
  why: string;
  /** A type named for a row (`PropertyRow`, `ThingRows`): never allowed, whatever the list says. */
  rowType: boolean;
}

/** A row type's name: what a repository selects, a face never hands out. */
const ROW_TYPE_NAME = /Rows?$/;

/** Names of a repository's row shapes and row builders. */
const ROW_NAME = /(?:Row|Rows|Insert|Columns)$|^toColumns$/;

/**
 * What a face's source gives away: a re-export from a `*.repository` file, a name of a row
 * type or row builder (`PropertyRow`, `toColumns`, `serviceRows`), or an export whose declared
 * type names a row (`(): Promise<BookingRow>`).
 */
export function faceLeaks(module: string, source: string): FaceLeak[] {
  const file = ts.createSourceFile('index.ts', source, ts.ScriptTarget.Latest, true);
  const leaks: FaceLeak[] = [];
  const add = (name: string, why: string, isType = false) =>
    leaks.push({ module, name, why, rowType: isType && ROW_TYPE_NAME.test(name) });
  for (const node of file.statements) {
    if (ts.isExportDeclaration(node)) {
      const from =
        node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : '';
      const names =
        node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.map((e) => ({
              name: e.name.text,
              isType: node.isTypeOnly || e.isTypeOnly,
            }))
          : [{ name: '*', isType: false }];
      for (const { name, isType } of names) {
        if (/\.repository$/.test(from)) add(name, `re-exported from ${from}`, isType);
        else if (ROW_NAME.test(name)) add(name, 'names a row', isType);
      }
      continue;
    }
    const exported = ts
      .getModifiers(node as ts.HasModifiers)
      ?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    const declared: { name: string; type: string; isType?: boolean }[] = [];
    if (ts.isVariableStatement(node))
      for (const d of node.declarationList.declarations)
        declared.push({ name: d.name.getText(file), type: d.getText(file) });
    else if (
      ts.isFunctionDeclaration(node) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node)
    )
      declared.push({
        name: node.name?.text ?? 'default',
        isType: !ts.isFunctionDeclaration(node),
        type: ts.isFunctionDeclaration(node)
          ? [
              ...node.parameters.map((p) => p.type?.getText(file) ?? ''),
              node.type?.getText(file),
            ].join(' ')
          : node.getText(file),
      });
    for (const d of declared) {
      if (ROW_NAME.test(d.name)) add(d.name, 'names a row', d.isType);
      else if (/\b\w+(?:Row|Insert)\b/.test(d.type)) add(d.name, 'its type names a row', d.isType);
    }
  }
  return leaks;
}

/** The leaks of every module's face under `src/modules`. */
export function allFaceLeaks(src: string): FaceLeak[] {
  const dir = path.join(src, 'modules');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, 'index.ts')))
    .flatMap((d) => faceLeaks(d.name, readFileSync(path.join(dir, d.name, 'index.ts'), 'utf8')));
}
