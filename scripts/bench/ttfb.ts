/**
 * Time to first byte over one keep-alive connection: sequential GETs with node's `http`,
 * each timed from the request's start to the first body byte and to the body's end.
 */
import { Agent, request } from 'node:http';

export interface TtfbResult {
  /** Timed requests (the warm-up ones excluded). */
  count: number;
  /** Time to first body byte, ms. */
  p50: number;
  p99: number;
  /** Time to the whole body, ms: the latency of an API answer. */
  fullP50: number;
  fullP99: number;
}

export interface TtfbOptions {
  /** Untimed requests first. */
  warmup: number;
  /** Timed requests. */
  count: number;
  /** Stop early (with what was timed) after this many ms in all. */
  maxMs: number;
  /** Give up on one request after this many ms. */
  timeoutMs?: number;
  /** Request headers (e.g. `x-site-country`). */
  headers?: Record<string, string>;
}

interface Sample {
  status: number;
  /** ms from request start to the first body byte. */
  ttfb: number;
  /** ms from request start to the body's end. */
  full: number;
  /** Body bytes. */
  bytes: number;
}

/** One GET: its status, time to first body byte and to the end, and body size. */
export function timedGet(
  url: string,
  agent: Agent,
  timeoutMs = 10_000,
  headers: Record<string, string> = {},
): Promise<Sample> {
  return new Promise((resolvePromise, reject) => {
    const start = performance.now();
    let ttfb = Number.NaN;
    let bytes = 0;
    const req = request(url, { agent, timeout: timeoutMs, headers }, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (bytes === 0) ttfb = performance.now() - start;
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolvePromise({
          status: res.statusCode ?? 0,
          ttfb,
          full: performance.now() - start,
          bytes,
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url}: no answer in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

/** The q-quantile (0..1) of ascending values, nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** p50 and p99 time to first byte of `url` at one connection; throws on a status other than 200. */
export async function measureTtfb(url: string, options: TtfbOptions): Promise<TtfbResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const deadline = performance.now() + options.maxMs;
  const firsts: number[] = [];
  const fulls: number[] = [];
  try {
    for (let i = 0; i < options.warmup + options.count && performance.now() < deadline; i += 1) {
      const sample = await timedGet(url, agent, options.timeoutMs, options.headers);
      if (sample.status !== 200) throw new Error(`GET ${url}: status ${sample.status}`);
      if (i >= options.warmup) {
        firsts.push(sample.ttfb);
        fulls.push(sample.full);
      }
    }
  } finally {
    agent.destroy();
  }
  firsts.sort((a, b) => a - b);
  fulls.sort((a, b) => a - b);
  return {
    count: firsts.length,
    p50: quantile(firsts, 0.5),
    p99: quantile(firsts, 0.99),
    fullP50: quantile(fulls, 0.5),
    fullP99: quantile(fulls, 0.99),
  };
}
