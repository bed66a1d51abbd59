/**
 * Applies D1 migrations and the deterministic seed to the local database, idempotently:
 * the seed runs only when its content changed since the last run (its hash is stored in
 * `seed_meta`). Used by `npm start` and the browser tests' server.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

const statements = seedStatements();
const version = createHash('sha256').update(statements.join('\n')).digest('hex');
const versionRow = `INSERT OR REPLACE INTO seed_meta (key, value) VALUES ('version', '${version}');`;

const MIGRATIONS_DIR = 'worker/db/migrations';
// Where wrangler keeps the local D1 databases of this state (its --persist-to, or its default).
const d1State = join(process.env.STATE_DIR ?? '.wrangler/state', 'v3', 'd1');

if (!existsSync(d1State)) {
  // A new state (a fresh clone, CI, the browser tests' first run): every migration and the seed
  // in one `d1 execute`. `d1 migrations apply` starts a local D1 for each migration, and the
  // check and the seed one more each: a minute on a busy two-core machine, before any test.
  // Each migration is followed by its row in wrangler's table, as `migrations apply` writes it,
  // so later runs of `migrations apply` find them all applied.
  const migrations = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map(
      (name) =>
        `${readFileSync(join(MIGRATIONS_DIR, name), 'utf8')}\n` +
        `INSERT INTO "d1_migrations" (name) values ('${name.replace(/'/g, "''")}');`,
    );
  mkdirSync('dist', { recursive: true });
  writeFileSync(
    'dist/seed.sql',
    [
      `CREATE TABLE IF NOT EXISTS "d1_migrations"(
		id         INTEGER PRIMARY KEY AUTOINCREMENT,
		name       TEXT UNIQUE,
		applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`,
      ...migrations,
      ...statements,
      versionRow,
    ].join('\n'),
  );
  wrangler('d1', 'execute', 'DB', '--local', '--file', 'dist/seed.sql');
  console.log(
    `${migrations.length} migrations and seed ${version.slice(0, 12)} applied to a new state`,
  );
  process.exit(0);
}

wrangler('d1', 'migrations', 'apply', 'DB', '--local');

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
  const sql = [...statements, versionRow].join('\n');
  writeFileSync('dist/seed.sql', sql);
  wrangler('d1', 'execute', 'DB', '--local', '--file', 'dist/seed.sql');
  console.log(`seed ${version.slice(0, 12)} applied: ${statements.length} statements`);
}
