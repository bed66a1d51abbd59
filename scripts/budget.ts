/**
 * The performance budget, checked in CI after `npm run build` (`npm run budget`): one line
 * per budget with the measured size, the limit and PASS or FAIL; exits 1 if any fails (or
 * cannot be measured). Deterministic: it only reads the build output. A new budget (another
 * route's added JS, the HTML of a page) is one more row in BUDGETS.
 */
import { firstLoadJsGzip, kb, routeAddedJsGzip, workerBundleGzip } from './sizes';

interface Budget {
  /** What is measured, as printed. */
  name: string;
  /** The largest size that passes, in bytes. */
  limit: number;
  /** Measures the current build, in bytes. */
  measure: () => number;
}

const KB = 1024;

const BUDGETS: Budget[] = [
  {
    name: 'first-load JS, home (en), gzip',
    limit: 100 * KB,
    measure: () => firstLoadJsGzip('home', 'en'),
  },
  { name: 'worker bundle, gzip', limit: 1024 * KB, measure: () => workerBundleGzip() },
  // A listing page adds at most 25 KB to the first load (its HTML is budgeted in
  // test/worker/render/html-budget.worker.test.ts, which renders it from the seed).
  {
    name: 'listing route (brands) added JS, gzip',
    limit: 25 * KB,
    measure: () => routeAddedJsGzip('brands', 'en'),
  },
  {
    name: 'listing route (categories) added JS, gzip',
    limit: 25 * KB,
    measure: () => routeAddedJsGzip('categories', 'en'),
  },
  // The bag page's own code beyond the first load (its words are a lazy chunk of their
  // own, loaded with it; the mini-bag's code loads from the header on its first open).
  {
    name: 'bag route (bag) added JS, gzip',
    limit: 25 * KB,
    measure: () => routeAddedJsGzip('bag', 'en'),
  },
  // The checkout's own code beyond the first load (its words, the bag page's and the
  // account's address words are lazy chunks loaded with it; no QR code in the browser).
  {
    name: 'checkout route (checkout) added JS, gzip',
    limit: 25 * KB,
    measure: () => routeAddedJsGzip('checkout', 'en'),
  },
  // The order pages' code beyond the first load (the QR is the worker's SVG: no QR
  // code library in the browser; their words are a lazy chunk of their own).
  {
    name: 'order route (order) added JS, gzip',
    limit: 25 * KB,
    measure: () => routeAddedJsGzip('order', 'en'),
  },
];

/** Checks each budget, prints one line for it and returns whether all passed. */
function checkBudgets(budgets: Budget[]): boolean {
  const width = Math.max(...budgets.map((budget) => budget.name.length));
  let ok = true;
  for (const budget of budgets) {
    const name = budget.name.padEnd(width);
    const limit = `limit ${kb(budget.limit)} (${budget.limit} B)`;
    try {
      const size = budget.measure();
      const pass = size <= budget.limit;
      ok &&= pass;
      console.log(
        `${name}  ${`${kb(size)} (${size} B)`.padStart(20)}  ${limit}  ${pass ? 'PASS' : 'FAIL'}`,
      );
    } catch (error) {
      ok = false;
      console.log(
        `${name}  ${'not measured'.padStart(20)}  ${limit}  FAIL: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return ok;
}

if (!checkBudgets(BUDGETS)) process.exitCode = 1;
