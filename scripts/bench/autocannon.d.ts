// The part of autocannon 9's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds a request may take. */
    timeout?: number;
    headers?: Record<string, string>;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
