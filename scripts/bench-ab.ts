/**
 * `npm run bench:ab -- <rev>`: this tree against an earlier commit, on the same machine at the
 * same time. The commit is checked out in a git worktree beside this one (node_modules shared),
 * built, and both built workers are started with their own seeded databases (each side's own
 * scripts/bench/start-worker.ts, so each gets the schema and seed of its commit). Then:
 *
 * - TTFB of the home, listing, product and trivial pages, the two sides taken in turns
 *   (scripts/bench/paired.ts): what slows the machine slows both alike;
 * - req/s of the listing page, streamed and with renderToString, in alternating windows, and
 *   each side's streaming overhead (streamed ÷ string).
 *
 * Measured one after the other, two builds met different moments of a shared machine and the
 * figures moved by more than the change being judged (an earlier "regression" was that).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measurePaired } from './bench/paired';
import { LISTING_PAGE } from './bench/scenarios';
import { measureThroughput } from './bench/throughput';
import { ROOT } from './sizes';

const rev = process.argv[2];
if (!rev) throw new Error('usage: npm run bench:ab -- <rev>');
const ROUNDS = Number(process.env.AB_ROUNDS ?? 100);
const WINDOWS = Number(process.env.AB_WINDOWS ?? 8);
const STRING = { 'x-render-mode': 'string' };

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The commit built in its own worktree (kept between runs: a second run skips the checkout). */
function prepare(commit: string): string {
  const dir = resolve(ROOT, '..', `.bench-ab-${commit.slice(0, 12)}`);
  if (!existsSync(dir)) {
    git('worktree', 'add', '--detach', dir, commit);
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  }
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
  execFileSync(
    'npx',
    [
      'wrangler',
      'deploy',
      '--dry-run',
      '--outdir',
      'dist/worker',
      '-c',
      'wrangler.toml',
      '--env',
      '',
    ],
    { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return dir;
}

/** Starts one side's built worker in its own process group; resolves with its origin. */
function serve(root: string): Promise<{ origin: string; child: ChildProcess }> {
  const script = join(mkdtempSync(join(tmpdir(), 'bench-ab-')), 'serve.mts');
  writeFileSync(
    script,
    `import { startWorker } from '${join(root, 'scripts/bench/start-worker')}';\n` +
      'const worker = await startWorker({});\n' +
      "console.log('ORIGIN ' + worker.origin);\n" +
      'setInterval(() => {}, 1 << 30);\n',
  );
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [script], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /ORIGIN (\S+)/.exec(out);
      if (found) done({ origin: found[1], child });
    });
    child.on('exit', (code) => fail(new Error(`${root}: the worker exited (${code})`)));
  });
}

/** Ends a side's process group (tsx runs the script in a child of its own). */
function stop(child: ChildProcess) {
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

async function main() {
  const commit = git('rev-parse', rev);
  console.log(
    `A = ${rev} (${commit.slice(0, 12)}), B = this tree (${git('rev-parse', '--short=12', 'HEAD')} + changes)`,
  );
  const baseRoot = prepare(commit);
  const [a, b] = await Promise.all([serve(baseRoot), serve(ROOT)]);
  try {
    const slug = (
      (await (await fetch(`${b.origin}/api/web/v1/variants?per_page=1`)).json()) as {
        items: { slug: string }[];
      }
    ).items[0].slug;
    const paired = await measurePaired(
      a.origin,
      b.origin,
      [
        { name: 'trivial (/healthz)', path: '/healthz', measure: 'ttfb' },
        { name: 'home', path: '/', measure: 'ttfb' },
        { name: 'listing', path: LISTING_PAGE, measure: 'ttfb' },
        { name: 'product', path: `/products/${slug}`, measure: 'ttfb' },
      ],
      ROUNDS,
    );
    console.log(`\nTTFB p50, ${ROUNDS} rounds in turns`);
    console.log('page                  A ms     B ms   B ÷ A');
    for (const row of paired)
      console.log(
        `${row.name.padEnd(20)} ${row.a.toFixed(2).padStart(6)}  ${row.b.toFixed(2).padStart(7)}  ${row.ratio.toFixed(2).padStart(6)}`,
      );

    const rps: Record<string, number[]> = {};
    for (let window = 0; window < WINDOWS; window += 1) {
      const sides =
        window % 2 === 0
          ? ([
              ['A', a],
              ['B', b],
            ] as const)
          : ([
              ['B', b],
              ['A', a],
            ] as const);
      for (const [side, server] of sides)
        for (const mode of ['stream', 'string'] as const) {
          const result = await measureThroughput(
            server.origin + LISTING_PAGE,
            10,
            4,
            mode === 'string' ? STRING : undefined,
          );
          (rps[`${side} ${mode}`] ??= []).push(result.rps);
        }
    }
    console.log(`\nlisting req/s at 10 connections, median of ${WINDOWS} alternating 4 s windows`);
    for (const side of ['A', 'B']) {
      const stream = median(rps[`${side} stream`]);
      const string = median(rps[`${side} string`]);
      console.log(
        `${side}: streamed ${stream.toFixed(1)}, renderToString ${string.toFixed(1)}, streaming overhead ${(stream / string).toFixed(3)}`,
      );
    }
  } finally {
    stop(a.child);
    stop(b.child);
  }
}

await main();
