/**
 * Price buckets of the listing's price filter, per currency, in minor units. Bounds are
 * "nice" amounts a shopper of that country thinks in; `max` is inclusive, the top bucket open.
 */
export interface PriceBucket {
  min: number;
  max: number | null;
}

/** Bucket edges in major units of each currency. */
const EDGES: Record<string, number[]> = {
  AUD: [25, 50, 100, 200],
  NZD: [25, 50, 100, 200],
  SGD: [25, 50, 100, 200],
  MYR: [80, 150, 300, 600],
  HKD: [150, 300, 600, 1200],
  PHP: [1000, 2500, 5000, 10000],
  THB: [500, 1000, 2000, 4000],
  IDR: [250000, 500000, 1000000, 2000000],
};

/** The buckets of a currency: under the first edge, between edges, and above the last. */
export function priceBuckets(currency: string, minorDigits: number): PriceBucket[] {
  const edges = (EDGES[currency] ?? EDGES.SGD).map((edge) => edge * 10 ** minorDigits);
  const buckets: PriceBucket[] = [];
  let min = 0;
  for (const edge of edges) {
    buckets.push({ min, max: edge - 1 });
    min = edge;
  }
  buckets.push({ min, max: null });
  return buckets;
}

/** The filter value of a bucket (`min-max`, `min-` for the open one). */
export function bucketValue(bucket: PriceBucket): string {
  return `${bucket.min}-${bucket.max ?? ''}`;
}
