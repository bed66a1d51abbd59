import { resolve } from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '..');

/**
 * No test may depend on finishing in vitest's default 5 s: a workerd file that re-seeds its
 * database or races thirty requests took 6 to 10 s on a busy two-core machine, and failed there
 * while it passes in 1 s on a quiet one. A hung test still fails, after a minute. Each project
 * sets them (a project does not inherit the root's test options).
 */
const patience = { testTimeout: 60_000, hookTimeout: 60_000 };

/**
 * Three projects, the cheapest level that proves each thing:
 * - unit: pure rules and decisions in Node;
 * - dom: components in happy-dom;
 * - workers (`*.worker.test.ts`): the real worker in workerd with local D1 and KV
 *   (migrations and seed applied).
 * Tests mirror the source tree: test/worker/site/country.test.ts tests worker/site/country.ts.
 *
 * `isolate: false` everywhere: the files of one vitest worker share its runtime (one workerd
 * process, one happy-dom, one module graph) instead of starting and loading one per file, which
 * cost more than the tests themselves (the suite took 548 s here, now about a third of it).
 * What a file could leave behind is reset at the start or end of the next one:
 * ./shared-runtime.ts (spies, timers, globals, the DOM) and ./worker/storage-reset.ts (D1, KV).
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core
    // machine, while a workerd file spends much of its time waiting (its runtime starting, D1).
    // Two at a time took a sample of 12 API files from 87 s to 55 s here.
    maxWorkers: 2,
    projects: [
      {
        root,
        test: {
          ...patience,
          name: 'unit',
          isolate: false,
          setupFiles: ['test/shared-runtime.ts'],
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.worker.test.*', 'test/e2e/**', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        root,
        plugins: [react()],
        test: {
          ...patience,
          name: 'dom',
          isolate: false,
          setupFiles: ['test/shared-runtime.ts'],
          include: ['test/**/*.test.tsx'],
          exclude: ['test/**/*.worker.test.*', 'test/e2e/**', 'node_modules/**'],
          environment: 'happy-dom',
          // Links clicked in tests must not make happy-dom load pages over the network.
          environmentOptions: {
            happyDOM: {
              settings: {
                navigation: {
                  disableMainFrameNavigation: true,
                  disableChildPageNavigation: true,
                  disableChildFrameNavigation: true,
                },
              },
            },
          },
        },
      },
      {
        root,
        plugins: [
          cloudflareTest(async () => ({
            main: resolve(root, 'worker/index.ts'),
            wrangler: { configPath: resolve(root, 'wrangler.toml') },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(resolve(root, 'worker/db/migrations')),
                PREVIEW_TOKEN: 'test-preview-token',
                JWT_SECRET: 'test-jwt-secret',
                PAYMENT_CALLBACK_SECRET: 'test-payment-secret',
                MAIL_API_KEY: '',
                GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
                // Tests change data and read it back at once: no edge cache in between
                // (test/worker/api/shared-cache.worker.test.ts turns it on to test it).
                API_EDGE_CACHE: 'off',
              },
            },
          })),
        ],
        test: {
          ...patience,
          name: 'workers',
          // One workerd runtime serves many files: starting one and loading the worker's modules
          // cost more per file than its tests. ./worker/storage-reset.ts gives each file the
          // storage it would have had alone; the seed SQL is generated once (./worker/global-setup.ts).
          isolate: false,
          globalSetup: ['test/worker/global-setup.ts'],
          include: ['test/**/*.worker.test.{ts,tsx}'],
          setupFiles: ['test/worker/setup.ts'],
        },
      },
    ],
  },
});
