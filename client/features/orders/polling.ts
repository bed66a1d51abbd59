/**
 * How often a page waiting for a payment asks for the order again, with backoff
 * (docs/business-rules.md#callbacks-and-reconciliation): every 3 s for the first half minute (a
 * bank app usually pays within it), every 5 s until two minutes, then every 10 s; and no more once
 * the payment has been expired a minute (the expiry job has cancelled it by then, and a late
 * callback is a refund). While the tab is hidden nothing is asked (the query layer's interval waits
 * for it).
 */
const STEPS: readonly { until: number; every: number }[] = [
  { until: 30_000, every: 3_000 },
  { until: 120_000, every: 5_000 },
];
const LAST_EVERY = 10_000;
/** How long after the payment's expiry the page still asks. */
export const POLL_GRACE_MS = 60_000;

/** The wait before the next ask, `elapsed` ms after the page began waiting. */
export function pollDelay(elapsed: number): number {
  return STEPS.find((step) => elapsed < step.until)?.every ?? LAST_EVERY;
}

/** Whether the page has stopped asking: a minute past the payment's expiry. */
export function pollingOver(now: number, expiresAt: string): boolean {
  return now > Date.parse(expiresAt) + POLL_GRACE_MS;
}
