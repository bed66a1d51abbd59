import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  OPERATION_PATH_TABLES,
  operationPathsFile,
  operationPathsSource,
} from '../../scripts/operation-paths';

/**
 * The browser's tables of paths are generated from the declarations and committed (the browser
 * may not import the declarations themselves: they would bring zod). A declaration added or
 * changed without regenerating them fails here, saying what to run.
 */
describe('client/api/operation-paths*.ts', () => {
  it.each(OPERATION_PATH_TABLES.map((table) => [String(table), table] as const))(
    'table %s is what the declarations make',
    async (_, table) => {
      const file = operationPathsFile(table);
      expect(
        readFileSync(file, 'utf8') === (await operationPathsSource(table)),
        `${file} is stale: run \`npm run operation-paths\` and commit it`,
      ).toBe(true);
    },
  );
});
