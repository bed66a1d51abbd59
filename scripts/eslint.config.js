// Lint rules of the storefront. The one structural rule: dependencies point one way,
// worker → routes → client → locales. Browser and isomorphic code never import the worker
// or the Workers runtime.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.wrangler/**', 'worker/worker-configuration.d.ts', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['client/**/*.{ts,tsx}', 'routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/worker/**', '**/worker'], message: 'client/ and routes/ must not import the worker (dependencies point worker → routes → client).' },
            { group: ['cloudflare:*'], message: 'client/ and routes/ run in the browser: no Workers runtime modules.' },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/worker/**', '**/worker'], message: 'client/ must not import the worker.' },
            { group: ['cloudflare:*'], message: 'client/ runs in the browser: no Workers runtime modules.' },
            { group: ['../routes/*/**', '../../routes/*/**'], message: 'client/ may use only the route table (routes/index, routes/types, routes/match).' },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
);
