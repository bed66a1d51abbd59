// Lint rules of the storefront. The one structural rule: dependencies point one way,
// worker → routes → client → locales. Browser and isomorphic code never import the worker
// or the Workers runtime; client/ uses only the route table, not page modules.
import tseslint from 'typescript-eslint';

const notTheWorker = [
  {
    group: ['**/worker/**', '**/worker'],
    message:
      'client/ and routes/ must not import the worker (dependencies point worker → routes → client).',
  },
  {
    group: ['cloudflare:*'],
    message: 'client/ and routes/ run in the browser: no Workers runtime modules.',
  },
];
const onlyTheRouteTable = {
  group: ['../routes/*/**', '../../routes/*/**'],
  message: 'client/ may use only the route table (routes/index, routes/types, routes/match).',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.wrangler/**',
      'worker/worker-configuration.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['routes/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: notTheWorker }] },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...notTheWorker, onlyTheRouteTable] }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
);
