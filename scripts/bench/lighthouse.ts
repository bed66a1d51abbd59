/**
 * Lighthouse's mobile profile (a mid-range phone, simulated slow 4G and a 4× slower CPU) on
 * home, a listing and a product page: the performance score, CLS, LCP and TBT of each, and
 * whether the largest paint is a lazy-loaded image. Part of `npm run bench` (the score depends
 * on the machine, so it is measured here, not asserted in CI: test/e2e/vitals.spec.ts asserts
 * CLS and the LCP image deterministically). The goal (README "Benchmark and budgets"): performance
 * ≥ 95, CLS ≤ 0.02.
 *
 * On its own: `npx tsx scripts/bench/lighthouse.ts` starts the built worker (`npm run build`
 * first) through the Miniflare API like the bench; `--origin http://127.0.0.1:8791` measures a
 * server that is already running instead (the browser tests' `wrangler dev`); `--runs N` keeps
 * the median of N runs per page (by score).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Result } from 'lighthouse';
import { featuredProductSlug } from './scenarios';
import { startWorker } from './start-worker';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The flags that work on these machines (no sandbox, no GPU, nothing phoning home).
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const LISTING_PATH = '/brands/solenne';

export interface LighthousePage {
  name: string;
  path: string;
}

export interface LighthouseFigures extends LighthousePage {
  /** 0 to 100. */
  performance: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** The LCP element's markup (start), or null when Lighthouse named none. */
  lcpElement: string | null;
  lcpLazy: boolean;
  /** Lighthouse's own warnings (a slow CPU, for instance). */
  warnings: string[];
}

/** The three pages measured: home, a brand listing and the SG site's first featured product. */
export function lighthousePages(productSlug: string): LighthousePage[] {
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: LISTING_PATH },
    { name: 'product', path: `/products/${productSlug}` },
  ];
}

interface Chromium {
  port: number;
  close: () => Promise<void>;
}

/** Starts Debian's Chromium with a fresh profile and a DevTools port for Lighthouse to drive. */
async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...CHROME_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // The profile is removed once Chromium has exited (it writes to it until then).
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const close = async () => {
    child.kill();
    await exited;
    // Chromium's helper processes can still be writing to it for a moment after the main one
    // exits (seen: ENOTEMPTY ended a whole bench run); a temporary folder left behind is not
    // worth the figures.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove ${profile}: ${String(error)}`);
    }
  };
  try {
    const port = await new Promise<number>((done, fail) => {
      let seen = '';
      const timer = setTimeout(
        () => fail(new Error(`Chromium did not open DevTools in 30 s:\n${seen}`)),
        30_000,
      );
      child.stderr?.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (match) {
          clearTimeout(timer);
          done(Number(match[1]));
        }
      });
      child.once('exit', (code) => fail(new Error(`Chromium exited (${code}):\n${seen}`)));
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The figures of one Lighthouse report. */
export function figuresOf(page: LighthousePage, lhr: Result): LighthouseFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // Lighthouse 13 names the LCP element in its LCP insights, as a node item of their details.
  let lcpElement: string | null = null;
  for (const id of ['lcp-discovery-insight', 'lcp-breakdown-insight']) {
    const details = lhr.audits[id]?.details as
      { items?: { type?: string; snippet?: string }[] } | undefined;
    lcpElement ??= details?.items?.find((item) => item.type === 'node')?.snippet ?? null;
  }
  return {
    ...page,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    lcpElement,
    lcpLazy: lcpElement !== null && /^<img\b[^>]*\bloading="lazy"/.test(lcpElement),
    warnings: lhr.runWarnings,
  };
}

/** The run with the median score of several (ties: the first). */
function median(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Attempts per run: on a loaded machine Lighthouse now and then loses the trace (NO_NAVSTART). */
const ATTEMPTS = 3;

/** One Lighthouse run, mobile profile (its default) and performance only. */
async function runLighthouse(url: string, port: number): Promise<Result> {
  let failure = 'no attempt';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (result && !result.lhr.runtimeError) return result.lhr;
    failure = result?.lhr.runtimeError?.message ?? 'no result';
    console.warn(`Lighthouse attempt ${attempt} on ${url} failed: ${failure}`);
  }
  throw new Error(`Lighthouse failed on ${url} ${ATTEMPTS} times: ${failure}`);
}

/** Lighthouse on each page of a running origin; the median of `runs` runs each. */
export async function measureLighthouse(
  origin: string,
  pages: LighthousePage[],
  runs = 1,
): Promise<LighthouseFigures[]> {
  const chromium = await launchChromium();
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of pages) {
      const results: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1)
        results.push(figuresOf(page, await runLighthouse(origin + page.path, chromium.port)));
      figures.push(median(results));
    }
    return figures;
  } finally {
    await chromium.close();
  }
}

/** One line per page, then Lighthouse's warnings once. */
export function printLighthouse(figures: LighthouseFigures[], conditions: string): void {
  console.log(`\nLighthouse ${conditions}; goal: performance ≥ 95, CLS ≤ 0.02\n`);
  const rows = figures.map((page) => [
    page.name,
    String(page.performance),
    page.cls.toFixed(3),
    `${Math.round(page.lcpMs)} ms`,
    `${Math.round(page.tbtMs)} ms`,
    `${Math.round(page.fcpMs)} ms`,
    page.lcpLazy ? 'LAZY' : 'no',
    `${page.path}  LCP: ${page.lcpElement ?? '-'}`,
  ]);
  const all = [['page', 'perf', 'CLS', 'LCP', 'TBT', 'FCP', 'lazy LCP', 'path'], ...rows];
  const widths = all[0].map((_, column) => Math.max(...all.map((row) => row[column].length)));
  for (const row of all)
    console.log(
      row
        .map((cell, column) =>
          column > 0 && column < 7 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
        )
        .join('  ')
        .trimEnd(),
    );
  const warnings = [...new Set(figures.flatMap((page) => page.warnings))];
  for (const warning of warnings) console.log(`warning: ${warning.replace(/\s+/g, ' ')}`);
}

/** The bench's part: the built worker on the default seed (shared API answers edge-cached, as in production). */
export async function benchLighthouse(runs = 1): Promise<LighthouseFigures[]> {
  const worker = await startWorker({ edgeCache: true });
  try {
    const pages = lighthousePages(await featuredProductSlug(worker.mf));
    // A first request warms the worker and the edge cache; Lighthouse measures the second.
    for (const page of pages) await (await fetch(worker.origin + page.path)).text();
    const figures = await measureLighthouse(worker.origin, pages, runs);
    printLighthouse(
      figures,
      `mobile, ${runs} run(s) per page (median by score), built worker via the Miniflare API`,
    );
    return figures;
  } finally {
    await worker.mf.dispose();
  }
}

/** The first product a listing links to (for a server whose database this script did not seed). */
async function firstProductSlug(origin: string): Promise<string> {
  const html = await (await fetch(origin + LISTING_PATH)).text();
  const slug = /href="\/products\/([^"?]+)"/.exec(html)?.[1];
  if (!slug) throw new Error(`no product link on ${origin}${LISTING_PATH}`);
  return slug;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<void> {
  const runs = Number(option('--runs') ?? 1);
  const origin = option('--origin');
  if (!origin) {
    await benchLighthouse(runs);
    return;
  }
  const pages = lighthousePages(await firstProductSlug(origin));
  for (const page of pages) await (await fetch(origin + page.path)).text();
  printLighthouse(
    await measureLighthouse(origin, pages, runs),
    `mobile, ${runs} run(s) per page (median by score), ${origin}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
