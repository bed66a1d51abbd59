/** Requests per second at several connections, with autocannon (full bodies read). */
import autocannon from 'autocannon';

export interface ThroughputResult {
  connections: number;
  /** Seconds actually run. */
  seconds: number;
  requests: number;
  rps: number;
  /** Mean latency, ms. */
  latencyMean: number;
}

/** Loads `url` for `seconds` at `connections`; throws on any error, timeout or status other than 2xx. */
export async function measureThroughput(
  url: string,
  connections: number,
  seconds: number,
  headers?: Record<string, string>,
): Promise<ThroughputResult> {
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10, headers });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0)
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    );
  return {
    connections,
    seconds: result.duration,
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    latencyMean: result.latency.mean,
  };
}
