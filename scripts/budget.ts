/**
 * The performance budget, checked in CI after `npm run build` (`npm run budget`): one line
 * per budget with the measured size, the limit and PASS or FAIL; exits 1 if any fails.
 * Deterministic: it only reads the build output. A new budget is one more row in BUDGETS.
 */
import { firstLoadJsGzip, kb, workerBundleGzip } from './sizes';

interface Budget {
  /** What is measured, as printed. */
  name: string;
  /** The limit in bytes (inclusive). */
  limit: number;
  /** Measures the current build, in bytes. */
  measure: () => number;
}

const KB = 1024;

export const BUDGETS: Budget[] = [
  { name: 'first-load JS, home (en), gzip', limit: 100 * KB, measure: () => firstLoadJsGzip('home', 'en') },
  { name: 'worker bundle, gzip', limit: 1024 * KB, measure: () => workerBundleGzip() },
];

/** Checks every budget, prints one line each and returns whether all passed. */
export function checkBudgets(budgets: Budget[] = BUDGETS): boolean {
  const width = Math.max(...budgets.map((budget) => budget.name.length));
  let ok = true;
  for (const budget of budgets) {
    const size = budget.measure();
    const pass = size <= budget.limit;
    ok &&= pass;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  ${budget.name.padEnd(width)}  ${kb(size).padStart(10)} (${size} B)  limit ${kb(budget.limit)} (${budget.limit} B)`,
    );
  }
  return ok;
}

if (!checkBudgets()) process.exit(1);
