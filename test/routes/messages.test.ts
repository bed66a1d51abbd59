import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../routes';
import { readFeature } from '../locales/read-locale';

/**
 * The browser has the account messages only on the routes that declare them (`messages` in
 * routes/types.ts, client/lib/locale-loader.ts); anywhere else an account key would show as the
 * key itself, and differ from the server's HTML. Read from the source: every module a route
 * reaches through its imports, and every module of the first load (the entry's), must name an
 * account message only where the route declares the chunk.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const ACCOUNT_GROUPS = Object.keys(readFeature('en', 'account'));
/** A message key of an account group written in code: `'signIn.title'`, `` `auth.rules.${rule}` ``. */
const ACCOUNT_KEY = new RegExp(`['"\`](${ACCOUNT_GROUPS.join('|')})\\.[a-zA-Z]`);

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (file) => existsSync(file) && /\.tsx?$/.test(file),
  );
}

/** The files a module reaches through its static imports (types aside), itself included. */
function reach(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, typeOnly, specifier] of source.matchAll(
    /^import\s+(type\s+)?[^'"]*?from\s+'(\.[^']+)'/gms,
  )) {
    if (typeOnly) continue;
    const target = resolveImport(file, specifier);
    if (target) reach(target, seen);
  }
  return seen;
}

/** A source without its comments (which may name a file such as `account.json`). */
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

function accountKeysIn(files: Iterable<string>): string[] {
  return [...files]
    .filter((file) => ACCOUNT_KEY.test(code(file)))
    .map((file) => relative(root, file))
    .sort();
}

describe('account messages in the browser', () => {
  it('the scan finds account keys and ignores paths and other groups', () => {
    expect(ACCOUNT_KEY.test("t('signIn.title')")).toBe(true);
    expect(ACCOUNT_KEY.test('t(`auth.rules.${rule}`)')).toBe(true);
    expect(ACCOUNT_KEY.test("href='/account/orders'")).toBe(false);
    expect(ACCOUNT_KEY.test("t('nav.signIn')")).toBe(false);
  });

  it('the first load (the entry and what it imports) names none', () => {
    expect(accountKeysIn(reach(join(root, 'client/entry.tsx')))).toEqual([]);
  });

  it.each(ROUTES.map((route) => [route.id, route] as const))(
    '%s names account messages only if it declares them',
    (id, route) => {
      const used = accountKeysIn(reach(join(root, `routes/${id}.tsx`)));
      if (!route.messages?.includes('account')) expect(used).toEqual([]);
      else expect(used.length).toBeGreaterThan(0);
    },
  );
});
