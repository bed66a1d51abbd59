import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/**
 * axe-core as @axe-core/playwright itself depends on it (same version, same rules), minified:
 * half the source to parse each time a document is given it.
 */
const require = createRequire(import.meta.url);
const axeSource = readFileSync(
  createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe's results for the page as it is now, or for the elements `include` selects: `axe.run` in
 * the page, as AxeBuilder's legacy mode runs it. AxeBuilder's default runs `runPartial` here and
 * `finishRun` in a new blank page it injects axe into again, and injects axe into the page on
 * every call: seconds per scan on a busy two-core machine. Here axe goes into each frame once
 * per document (a client navigation keeps it), and `axe.run` reaches same-origin frames itself
 * (the pages have no other kind).
 */
export async function axeScan(page: Page, include?: string): Promise<AxeResults> {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  return page.evaluate(
    (selector) =>
      (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResults> } }).axe.run(
        selector ? { include: [selector], exclude: [] } : document,
      ),
    include ?? null,
  );
}
