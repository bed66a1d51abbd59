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
export async function afterAnswer(c: Context<AppEnv>, work: () => Promise<unknown>): Promise<void> {
  const obs = c.get('obs');
  const run = work().then(
    () => deliverSoon(c),
    (error: unknown) => obs.report(error, { source: 'api', status: 500 }),
  );
  try {
    c.executionCtx.waitUntil(run);
  } catch {
    await run;
  }
}
