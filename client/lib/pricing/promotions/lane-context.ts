import type { PricedLine, PricingInput } from '../types';
import type { AppliedCode } from './code';

/**
 * What a lane that adds zero-price lines (gifts, samples, rewards) reads: the input, and what
 * the lanes before it left. A new kind of such promotion is a new file with a function of this.
 */
export interface LaneContext {
  input: PricingInput;
  /** The product and bundle lines after the discount lanes, in the bag's order. */
  lines: readonly PricedLine[];
  /** Whether each of those lines counts towards the order. */
  counted: readonly boolean[];
  /** Some counted merchandise: what rides on an order needs one that will be placed. */
  hasMerchandise: boolean;
  /** The applied code, as its lane judged it; null when none is applied. */
  applied: AppliedCode | null;
}
