import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_GOOGLE_CLIENT_ID } from './google-client';

/**
 * Browser journeys against the built worker (`npm run build` first; this config never builds).
 * The server runs on its own port, inspector port and local state, so it never collides with
 * a developer's `npm start` on 8787. Debian's Chromium is used: nothing is downloaded.
 */
const root = resolve(import.meta.dirname, '../..');
// E2E_PORT lets two runs share a machine (each gets its own port, inspector port and state).
const PORT = Number(process.env.E2E_PORT ?? 8791);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const STATE_DIR = `.wrangler/e2e-state-${PORT}`;
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: resolve(root, 'test-results/e2e'),
  fullyParallel: true,
  forbidOnly: CI,
  // On CI, a journey that fails once is run again and reported as flaky (the list shows it):
  // a two-core machine running workerd and two browsers misses a timing now and then, and one
  // such miss made a whole submission not land. A real failure fails twice.
  retries: CI ? 1 : 0,
  // Two browsers beside workerd on two cores: 97 journeys took 9.5 min one at a time and under
  // 8 min two at a time, which keeps `.ci/run` well inside its 20 minutes. Every journey uses
  // its own members, devices and client address, so they run side by side.
  workers: 2,
  // A journey with two axe passes takes 25 s on a busy two-core machine: room to spare.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // CI keeps the run's output, not its files: the HTML report is for a developer's machine.
  reporter: CI
    ? [['list']]
    : [
        ['list'],
        ['html', { outputFolder: resolve(root, 'test-results/e2e-report'), open: 'never' }],
      ],
  use: {
    baseURL: BASE_URL,
    headless: true,
    // Accept-Language decides a first visit's language: keep it fixed and English.
    locale: 'en-SG',
    // A failure's trace keeps each action's DOM snapshot (what the trace viewer shows) but not
    // the screencast: recording it took a quarter of the suite's time (a final screenshot is
    // still taken). On CI a journey is traced only when it runs again after a failure: tracing
    // every run cost 8 % of the suite (orders, bag and checkout journeys: 151 s traced, 139 s
    // not), and a failure that does not repeat is reported as flaky with its retry's trace.
    trace: { mode: CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        locale: 'en-SG',
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            // The journeys load one site (and a routed fake of Google's script): a renderer
            // process per site bought no isolation here and cost about a tenth of the suite's
            // time on two cores (orders, bag, checkout and listing: 205 s → 177 s).
            '--disable-site-isolation-trials',
          ],
        },
      },
    },
  ],
  webServer: {
    command: [
      'node scripts/dev-vars.mjs',
      `STATE_DIR=${STATE_DIR} npx tsx scripts/seed-local.ts`,
      // A Google client id, so the sign-in pages show Google's button (a fake of it: google.spec.ts).
      `npx wrangler dev -c wrangler.toml --ip 127.0.0.1 --port ${PORT} --inspector-port ${PORT + 450} --persist-to ${STATE_DIR} --var GOOGLE_CLIENT_ID:${E2E_GOOGLE_CLIENT_ID}`,
    ].join(' && '),
    cwd: root,
    url: `${BASE_URL}/healthz`,
    env: { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
