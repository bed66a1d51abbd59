import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycles of any kind (README "What each folder holds"): ESLint's import-x/no-cycle skips type-only
 * imports, and a type cycle is still a layer that points both ways. This reads every module of
 * the worker, the client, the routes and the locales with TypeScript's own import scanner
 * (static imports and re-exports, types included; a lazy `import()` is a chunk boundary, not a
 * cycle) and finds the strongly connected groups of the graph.
 */
const root = resolve(import.meta.dirname, '..');
const FOLDERS = ['worker', 'client', 'routes', 'locales'];

function modules(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = resolve(folder, name);
    if (statSync(path).isDirectory()) return modules(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The module a relative specifier names, as the bundler resolves it. */
function resolved(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Static imports and re-exports of a module (a dynamic `import()` is not one). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    if (!specifier?.startsWith('.')) continue;
    const target = resolved(file, specifier);
    if (target && /\.tsx?$/.test(target)) found.push(target);
  }
  return found;
}

/** The groups of modules that import each other, directly or not (Tarjan's algorithm). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

describe('the import graph', () => {
  it('has no cycle, type-only imports included', () => {
    const files = FOLDERS.flatMap((folder) => modules(resolve(root, folder)));
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(300);
    const found = cycles(graph).map((group) =>
      group
        .map((file) => relative(root, file))
        .sort()
        .join(' ↔ '),
    );
    expect(found).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(graph).map((group) => group.sort())).toEqual([['a', 'b', 'c']]);
  });
});
