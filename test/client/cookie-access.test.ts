import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The site cookies (`locale`, `lng_*`), the device and preview cookies are HttpOnly: that holds
 * only while no browser code reads cookies. This fails the day one does, so the choice is made
 * again on purpose.
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('browser code', () => {
  it('uses neither document.cookie nor cookieStore (client/ and routes/)', () => {
    const root = resolve(import.meta.dirname, '../..');
    const files = [...sources(join(root, 'client')), ...sources(join(root, 'routes'))];
    expect(files.length).toBeGreaterThan(20);
    const readers = files.filter((file) =>
      /document\.cookie|cookieStore/.test(readFileSync(file, 'utf8')),
    );
    expect(readers).toEqual([]);
  });
});
