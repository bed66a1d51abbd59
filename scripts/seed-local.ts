/**
 * Applies D1 migrations and the deterministic seed to the local database, idempotently:
 * the seed runs only when its content changed since the last run (its hash is stored in
 * `seed_meta`). Used by `npm start`.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { seedStatements } from '../worker/db/seed';

const env = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  CI: 'true',
};
// STATE_DIR gives a separate local state (the browser tests use their own); default: wrangler's.
const persist = process.env.STATE_DIR ? ['--persist-to', process.env.STATE_DIR] : [];
const wrangler = (...args: string[]) =>
  execFileSync('npx', ['wrangler', ...args, '-c', 'wrangler.toml', ...persist], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });

wrangler('d1', 'migrations', 'apply', 'DB', '--local');

const statements = seedStatements();
const version = createHash('sha256').update(statements.join('\n')).digest('hex');
const current = JSON.parse(
  wrangler(
    'd1',
    'execute',
    'DB',
    '--local',
    '--json',
    '--command',
    "SELECT value FROM seed_meta WHERE key = 'version'",
  ),
) as { results: { value: string }[] }[];
if (current[0]?.results[0]?.value === version) {
  console.log(`seed ${version.slice(0, 12)} already applied`);
} else {
  mkdirSync('dist', { recursive: true });
  const sql = [
    ...statements,
    `INSERT OR REPLACE INTO seed_meta (key, value) VALUES ('version', '${version}');`,
  ].join('\n');
  writeFileSync('dist/seed.sql', sql);
  wrangler('d1', 'execute', 'DB', '--local', '--file', 'dist/seed.sql');
  console.log(`seed ${version.slice(0, 12)} applied: ${statements.length} statements`);
}
