import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../routes';
import { readFeature } from '../locales/read-locale';

/**
 * The browser has a lazy chunk's messages (the account's, the bag page's) only on the routes that
 * declare it (`messages` in routes/types.ts, client/lib/locale-loader.ts); anywhere else such a
 * key would show as the key itself, and differ from the server's HTML. Read from the source:
 * every module a route reaches through its imports, and every module of the first load (the
 * entry's), must name a chunk's message only where the route declares the chunk. (The header's
 * mini-bag loads the bag page chunk itself, through a dynamic import, before it shows.)
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const CHUNKS = ['account', 'bag-page', 'checkout-page', 'order-page'] as const;
/** A message key of a chunk's group written in code: `'signIn.title'`, `` `auth.rules.${rule}` ``. */
const KEYS = Object.fromEntries(
  CHUNKS.map((chunk) => [
    chunk,
    new RegExp(`['"\`](${Object.keys(readFeature('en', chunk)).join('|')})\\.[a-zA-Z]`),
  ]),
) as Record<(typeof CHUNKS)[number], RegExp>;
const ACCOUNT_KEY = KEYS.account;

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

function chunkKeysIn(chunk: (typeof CHUNKS)[number], files: Iterable<string>): string[] {
  return [...files]
    .filter((file) => KEYS[chunk].test(code(file)))
    .map((file) => relative(root, file))
    .sort();
}

describe('lazy chunk messages in the browser', () => {
  it('the scan finds account keys and ignores paths and other groups', () => {
    expect(ACCOUNT_KEY.test("t('signIn.title')")).toBe(true);
    expect(ACCOUNT_KEY.test('t(`auth.rules.${rule}`)')).toBe(true);
    expect(ACCOUNT_KEY.test("href='/account/orders'")).toBe(false);
    expect(ACCOUNT_KEY.test("t('nav.signIn')")).toBe(false);
  });

  it('the scan finds order page keys, and not the worker-only order rules', () => {
    expect(KEYS['order-page'].test("t('order.qr.expired')")).toBe(true);
    expect(KEYS['order-page'].test('t(`sandboxPayments.actions.${outcome}`)')).toBe(true);
    expect(KEYS['order-page'].test("t('orderRules.qrLabel')")).toBe(false);
  });

  it('the scan finds bag page keys', () => {
    expect(KEYS['bag-page'].test("t('bagPage.mini.title')")).toBe(true);
    expect(KEYS['bag-page'].test("t('bag.title')")).toBe(false);
  });

  it.each(CHUNKS)('the first load (the entry and what it imports) names none of %s', (chunk) => {
    expect(chunkKeysIn(chunk, reach(join(root, 'client/entry.tsx')))).toEqual([]);
  });

  it.each(ROUTES.flatMap((route) => CHUNKS.map((chunk) => [route.id, chunk, route] as const)))(
    '%s names %s messages only if it declares them',
    (_id, chunk, route) => {
      const used = chunkKeysIn(chunk, reach(join(root, `routes/${route.id}.tsx`)));
      if (!route.messages?.includes(chunk)) expect(used).toEqual([]);
      else expect(used.length).toBeGreaterThan(0);
    },
  );
});
