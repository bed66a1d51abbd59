import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATION_PATHS_FILE, operationPathsSource } from '../../scripts/operation-paths';

/**
 * The browser's table of paths is generated from the declarations and committed (the browser
 * may not import the declarations themselves: they would bring zod). A declaration added or
 * changed without regenerating it fails here, saying what to run.
 */
describe('client/api/operation-paths.ts', () => {
  it('is what the declarations make', async () => {
    const committed = readFileSync(OPERATION_PATHS_FILE, 'utf8');
    expect(
      committed === (await operationPathsSource()),
      'client/api/operation-paths.ts is stale: run `npm run operation-paths` and commit it',
    ).toBe(true);
  });
});
