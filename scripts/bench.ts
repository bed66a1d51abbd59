/**
 * The server benchmark (`npm run bench`, which builds first): the built worker under the
 * Miniflare API on 127.0.0.1, in memory, migrated and seeded. For the trivial route and two
 * pages: time to first byte at one connection (p50, p99) and requests per second at ten
 * connections, each page also as a ratio to the trivial route in the same run; then the gzip
 * sizes of the first-load JS of `/` and of the worker bundle. Prints a table and writes
 * `dist/bench.json`. Local figures: compare runs on one machine, not across machines.
 */
import { writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { resolve } from 'node:path';
import { startWorker } from './bench/start-worker';
import { measureThroughput, type ThroughputResult } from './bench/throughput';
import { measureTtfb, timedGet, type TtfbResult } from './bench/ttfb';
import { firstLoadJsGzip, kb, ROOT, workerBundleGzip } from './sizes';

/** The trivial route first: every ratio is against it. */
const PATHS = ['/healthz', '/', '/brands'];
const TTFB = { warmup: 20, count: 200, maxMs: 30_000, timeoutMs: 10_000 };
const LOAD = { connections: 10, seconds: 10 };

interface RouteFigures {
  path: string;
  /** Body bytes of one answer, uncompressed. */
  bytes: number;
  ttfb: TtfbResult;
  load: ThroughputResult;
  /** Against the trivial route: p50 TTFB as a multiple of its own, rps as a fraction of its. */
  vsTrivial: { ttfbP50: number; rps: number };
}

/** One GET of each path: all must answer 200 before anything is measured. Returns body sizes. */
async function preflight(origin: string): Promise<Map<string, number>> {
  const agent = new Agent({ keepAlive: false });
  const sizes = new Map<string, number>();
  for (const path of PATHS) {
    const { status, bytes } = await timedGet(origin + path, agent);
    if (status !== 200) throw new Error(`GET ${path}: status ${status}, expected 200`);
    sizes.set(path, bytes);
  }
  return sizes;
}

async function measure(origin: string): Promise<RouteFigures[]> {
  const bytes = await preflight(origin);
  // Every latency run first, on an idle server; then the load runs.
  const ttfbs: TtfbResult[] = [];
  for (const path of PATHS) ttfbs.push(await measureTtfb(origin + path, TTFB));
  const runs: Omit<RouteFigures, 'vsTrivial'>[] = [];
  for (const [index, path] of PATHS.entries()) {
    const load = await measureThroughput(origin + path, LOAD.connections, LOAD.seconds);
    runs.push({ path, bytes: bytes.get(path) ?? 0, ttfb: ttfbs[index], load });
  }
  const [trivial] = runs;
  return runs.map((run) => ({
    ...run,
    vsTrivial: { ttfbP50: run.ttfb.p50 / trivial.ttfb.p50, rps: run.load.rps / trivial.load.rps },
  }));
}

function table(routes: RouteFigures[]): string {
  const rows = [
    ['path', 'body', 'TTFB p50', 'TTFB p99', 'p50 ×trivial', `req/s @${LOAD.connections}`, 'rps ×trivial'],
    ...routes.map((r) => [
      r.path,
      `${r.bytes} B`,
      `${r.ttfb.p50.toFixed(2)} ms`,
      `${r.ttfb.p99.toFixed(2)} ms`,
      `${r.vsTrivial.ttfbP50.toFixed(2)}×`,
      r.load.rps.toFixed(0),
      `${r.vsTrivial.rps.toFixed(3)}×`,
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')).join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  // Sizes first: a missing build fails before the worker starts.
  const sizes = { firstLoadJsHomeEn: firstLoadJsGzip('home', 'en'), workerBundle: workerBundleGzip() };
  const { mf, origin } = await startWorker();
  let routes: RouteFigures[];
  try {
    console.log(`worker at ${origin}; TTFB: ${TTFB.count} sequential requests after ${TTFB.warmup} warm-up; load: ${LOAD.connections} connections for ${LOAD.seconds} s\n`);
    routes = await measure(origin);
  } finally {
    await mf.dispose();
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(table(routes));
  console.log(`\nfirst-load JS, / (home, en), gzip: ${kb(sizes.firstLoadJsHomeEn)} (${sizes.firstLoadJsHomeEn} B)`);
  console.log(`worker bundle, gzip:               ${kb(sizes.workerBundle)} (${sizes.workerBundle} B)`);
  console.log(`\nbench ran ${seconds.toFixed(1)} s`);
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    settings: { ttfb: TTFB, load: LOAD },
    routes,
    sizesGzip: sizes,
    runSeconds: seconds,
  };
  writeFileSync(resolve(ROOT, 'dist/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('wrote dist/bench.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
