import type { BagLine, PricedBag } from '../../api/bag-contract';

/**
 * The bag as the shopper should see it the moment they change it, before the API answers
 * (changes feel instant). Only what the change itself decides is written here: the
 * line's quantity, its amount in proportion, the count. Totals, discounts and shipping wait
 * for the answer, which replaces this bag whole (the page marks them as updating meanwhile).
 * A bundle changes as one group: every line of the same bundle takes the quantity, or all go.
 */

/** Whether `candidate` changes together with `line` (itself, or the rest of its bundle). */
export function sameGroup(line: BagLine, candidate: BagLine): boolean {
  return line.bundle === null
    ? candidate.id === line.id
    : candidate.bundle?.id === line.bundle.id && candidate.kind === line.kind;
}

function scaled(amount: number, from: number, to: number): number {
  return from === 0 ? 0 : Math.round((amount * to) / from);
}

export function withQuantity(bag: PricedBag, line: BagLine, quantity: number): PricedBag {
  let delta = 0;
  const lines = bag.lines.map((candidate) => {
    if (!sameGroup(line, candidate)) return candidate;
    delta += quantity - candidate.quantity;
    return {
      ...candidate,
      quantity,
      base: scaled(candidate.base, candidate.quantity, quantity),
      staffDiscount: scaled(candidate.staffDiscount, candidate.quantity, quantity),
      codeDiscount: scaled(candidate.codeDiscount, candidate.quantity, quantity),
      amount: scaled(candidate.amount, candidate.quantity, quantity),
    };
  });
  return { ...bag, lines, count: Math.max(0, bag.count + delta) };
}

export function withoutLine(bag: PricedBag, line: BagLine): PricedBag {
  const gone = bag.lines.filter((candidate) => sameGroup(line, candidate));
  const removed = gone.reduce((sum, candidate) => sum + candidate.quantity, 0);
  return {
    ...bag,
    lines: bag.lines.filter((candidate) => !sameGroup(line, candidate)),
    count: Math.max(0, bag.count - removed),
  };
}
