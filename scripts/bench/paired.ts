/**
 * The same request against two servers, taken in turns: one to A, one to B, again and again.
 * Measured one after the other, two catalogue sizes meet different moments of a shared
 * machine (another process, a thermal step, the page cache), and their ratio drifted from
 * 0.9× to 2.0× between runs of an unchanged tree. Taken in turns, whatever slows the machine
 * slows both sides alike, and the ratio of the medians is the catalogue's own effect.
 */
import { Agent } from 'node:http';
import { quantile, timedGet } from './ttfb';

export interface PairedScenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** Which time the comparison reads: the first body byte (a page) or the whole answer (an API). */
  measure: 'ttfb' | 'full';
}

export interface PairedResult {
  name: string;
  rounds: number;
  /** Median ms on A and on B. */
  a: number;
  b: number;
  /** b ÷ a. */
  ratio: number;
}

/** `rounds` alternating GETs of each scenario on `originA` and `originB` (after `warmup` untimed ones each). */
export async function measurePaired(
  originA: string,
  originB: string,
  scenarios: PairedScenario[],
  rounds: number,
  warmup = 5,
): Promise<PairedResult[]> {
  const agents = [
    new Agent({ keepAlive: true, maxSockets: 1 }),
    new Agent({ keepAlive: true, maxSockets: 1 }),
  ];
  const origins = [originA, originB];
  const results: PairedResult[] = [];
  try {
    for (const scenario of scenarios) {
      const times: [number[], number[]] = [[], []];
      for (let round = 0; round < warmup + rounds; round += 1) {
        // Who goes first alternates too: neither side always meets a connection just used.
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const side of order) {
          const sample = await timedGet(
            origins[side] + scenario.path,
            agents[side],
            30_000,
            scenario.headers,
          );
          if (sample.status !== 200)
            throw new Error(`GET ${origins[side]}${scenario.path}: status ${sample.status}`);
          if (round >= warmup)
            times[side].push(scenario.measure === 'ttfb' ? sample.ttfb : sample.full);
        }
      }
      const [a, b] = times.map((values) =>
        quantile(
          values.sort((x, y) => x - y),
          0.5,
        ),
      );
      results.push({ name: scenario.name, rounds, a, b, ratio: b / a });
    }
  } finally {
    agents.forEach((agent) => agent.destroy());
  }
  return results;
}
