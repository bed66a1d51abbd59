/**
 * A small seeded pseudo-random generator (mulberry32), so the catalogue is the same on every
 * run and every machine: no Math.random, no clock.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** An index picked with the given (non-negative) weights. */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const weight of weights) total += weight;
    let target = this.next() * total;
    for (let index = 0; index < weights.length; index += 1) {
      target -= weights[index];
      if (target < 0) return index;
    }
    return weights.length - 1;
  }

  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    for (let index = pool.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      [pool[index], pool[other]] = [pool[other], pool[index]];
    }
    return pool.slice(0, count);
  }
}

/** A generator for one named stream and index: products do not shift when others change. */
export function randomFor(stream: string, index: number): Random {
  let hash = 2166136261;
  for (let position = 0; position < stream.length; position += 1) {
    hash ^= stream.charCodeAt(position);
    hash = Math.imul(hash, 16777619);
  }
  hash ^= index;
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  return new Random((hash ^ (hash >>> 16)) >>> 0);
}
