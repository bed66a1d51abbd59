/**
 * Integer money arithmetic for the bag (docs/business-rules.md#money): amounts are integers in
 * minor units, every division rounds half away from zero, and every split is exact (the parts
 * add up to the whole, by the largest-remainder method).
 */

/** `numerator / denominator` rounded half away from zero; both integers, denominator > 0. */
export function divideRounded(numerator: number, denominator: number): number {
  if (denominator <= 0 || !Number.isInteger(denominator))
    throw new RangeError('denominator must be a positive integer');
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  // A negative that rounds to nothing is 0, not -0: Object.is(-0, 0) is false and
  // formatMoney(-0) prints it with a minus sign ("-SGD 0").
  return numerator < 0 && magnitude > 0 ? -magnitude : magnitude;
}

/** `percent`% of an amount, rounded half away from zero. */
export function percentOf(amount: number, percent: number): number {
  return divideRounded(amount * percent, 100);
}

/** The tax included in a tax-inclusive amount at `ratePercent`: amount × rate / (100 + rate). */
export function includedTax(amount: number, ratePercent: number): number {
  return ratePercent === 0 ? 0 : divideRounded(amount * ratePercent, 100 + ratePercent);
}

/**
 * Splits `total` over parts in proportion to `weights` (largest remainder): each part gets the
 * floor of its share, then the units left over go one each to the largest remainders (the
 * earlier part first on a tie). The parts always add up to `total` and none is negative. With
 * no positive weight the split is even. BigInt keeps `total × weight` exact for rupiah amounts.
 */
export function spread(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  if (total === 0) return weights.map(() => 0);
  const positive = weights.map((weight) => (weight > 0 ? weight : 0));
  const even = positive.every((weight) => weight === 0);
  const used = even ? weights.map(() => 1) : positive;
  const sum = BigInt(used.reduce((a, b) => a + b, 0));
  const whole = BigInt(total);
  const shares = used.map((weight) => {
    const product = whole * BigInt(weight);
    return { floor: product / sum, remainder: product % sum };
  });
  let left = whole - shares.reduce((acc, share) => acc + share.floor, 0n);
  const order = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  const parts = shares.map((share) => share.floor);
  for (const { index } of order) {
    if (left <= 0n) break;
    parts[index] += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}
