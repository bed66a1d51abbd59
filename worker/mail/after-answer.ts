import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { deliverSoon } from './deliver';

/**
 * Work that only an address with an account causes (its mail, its link), done after the
 * answer is sent (`waitUntil`): the answer then takes as long for an address without an
 * account, so its timing does not tell which addresses have one (README "Accounts and
 * sessions"). The mail is then delivered as any other. Without an execution context
 * (`app.request()`), the work is done before answering.
 */
/** How long after the answer the work begins (`npx tsx scripts/enumeration-timing.ts`). */
export const AFTER_ANSWER_MS = 50;

export async function afterAnswer(c: Context<AppEnv>, work: () => Promise<unknown>): Promise<void> {
  const obs = c.get('obs');
  // Begun a moment after the answer (AFTER_ANSWER_MS), so none of it shares the time the answer
  // takes to leave: measured, work begun at once still slowed its own answer by 2-3 ms.
  const run = new Promise((resolve) => setTimeout(resolve, AFTER_ANSWER_MS)).then(work).then(
    () => deliverSoon(c),
    (error: unknown) => obs.report(error, { source: 'api', status: 500 }),
  );
  try {
    c.executionCtx.waitUntil(run);
  } catch {
    await run;
  }
}
