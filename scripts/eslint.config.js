// Lint rules of the storefront. The one structural rule: dependencies point one way,
// worker → routes → client → locales. Browser and isomorphic code never import the worker
// or the Workers runtime. client/ imports routes/ for types only: the route table reaches the
// client router from client/entry.tsx, the composition root, which alone may import it.
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
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
const routesForTypesOnly = {
  group: ['**/routes', '**/routes/**'],
  allowTypeImports: true,
  message:
    'client/ imports routes/ for types only; the route table is given to the router by client/entry.tsx.',
};

const oneClock = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message:
      "Read the request's instant (c.get('now')) or take `now` as an argument: worker/clock.ts is the one clock.",
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message:
      "Read the request's instant (c.get('now')) or take `now` as an argument: worker/clock.ts is the one clock.",
  },
];

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
  // Hooks follow their rules; markup stays accessible (axe in the browser tests checks pages,
  // this checks every component as it is written).
  { files: ['**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // No import cycles: a cycle hides an order of evaluation and a layer that points both ways.
  {
    files: ['worker/**/*.{ts,tsx}', 'routes/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['routes/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: notTheWorker }] },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/entry.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...notTheWorker, routesForTypesOnly] },
      ],
    },
  },
  {
    files: ['client/entry.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: notTheWorker }] },
  },
  // The aggregates and the jobs are services: they take what they need (db, shopper, site, now),
  // never the HTTP layer. worker/api/ calls them; they never import it (docs/architecture.md).
  {
    files: [
      'worker/{accounts,auth,bag,catalogue,content,db,jobs,layout,loyalty,mail,orders,payments,rate-limit,rules,shoppers,stores}/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../api', '../api/*', '../../api', '../../api/*'],
              message:
                'An aggregate never imports worker/api/: take what the handler knows as arguments.',
            },
          ],
        },
      ],
    },
  },
  // One clock (docs/architecture.md, "One clock"): the worker decides at the request's instant,
  // `c.get('now')`, or a job's; only worker/clock.ts reads the system time.
  {
    files: ['worker/**/*.{ts,tsx}'],
    ignores: ['worker/clock.ts', 'worker/api/**'],
    rules: { 'no-restricted-syntax': ['error', ...oneClock] },
  },
  // worker/api/ holds routes and handlers that call services: no SQL there.
  {
    files: ['worker/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...oneClock,
        {
          selector: "CallExpression[callee.property.name='prepare']",
          message:
            'No SQL in worker/api/: the statement belongs to the aggregate that owns its table (docs/architecture.md).',
        },
      ],
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
