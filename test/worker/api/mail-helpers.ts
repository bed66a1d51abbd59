import { env } from 'cloudflare:test';

/**
 * The outbox as the tests read it. Mail that only an address with an account causes is queued
 * after the answer (worker/mail/after-answer.ts), so these wait for it a little.
 */

/** The bodies of the mail of `kind` queued to `to`, oldest first. */
export async function mailsTo(to: string, kind: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    'SELECT body FROM outbox WHERE to_address = ?1 AND kind = ?2 ORDER BY id',
  )
    .bind(to, kind)
    .all<{ body: string }>();
  return results.map((row) => row.body);
}

/** Reads until `done` holds (or ten seconds passed: a busy machine is slow), and answers the last read. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  let value = await read();
  for (let waited = 0; !done(value) && waited < 10_000; waited += 25) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

/** Waits a moment for work after the answer that should NOT happen, then reads. */
export async function afterAMoment<T>(read: () => Promise<T>): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return read();
}

/** The token of the latest `kind` link mailed to `to` (waiting for it to be queued). */
export async function mailedToken(to: string, kind: string): Promise<string> {
  const bodies = await eventually(
    () => mailsTo(to, kind),
    (found) => found.length > 0,
  );
  const token = /[?&]token=([\w-]{43})/.exec(bodies.at(-1) ?? '')?.[1];
  if (!token) throw new Error(`no ${kind} link mailed to ${to}`);
  return token;
}
