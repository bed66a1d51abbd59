/**
 * Beauty Pass: the account's points page for a member with 1,000 ledger rows, and
 * GET account (which carries the balances) and the first page of the points history. The
 * balances are cached in the member's row, never summed on read, so the page's time must not
 * grow with the ledger: the same figures with 10 rows are printed beside them.
 */
import type { Miniflare } from 'miniflare';
import { measureTtfb, type TtfbResult } from './ttfb';

export interface BeautyPassFigures {
  rows: number;
  page: TtfbResult;
  account: TtfbResult;
  history: TtfbResult;
  fewRows: { page: TtfbResult; account: TtfbResult };
}

const PASSWORD = 'Bench#Pass1on';

async function member(mf: Miniflare, origin: string, rows: number): Promise<string> {
  const email = `bench-pass-${Date.now()}-${rows}@example.com`;
  const made = await fetch(`${origin}/api/web/v1/sandbox/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      country: 'sg',
      tier: 'black',
      spend: 90_000,
    }),
  });
  if (made.status !== 201) throw new Error(`sandbox/users answered ${made.status}`);
  const { id } = (await made.json()) as { id: number };
  // The ledger's rows, written by the same statement customer care's adjustments use.
  const db = await mf.getD1Database('DB');
  const now = new Date().toISOString();
  for (let start = 0; start < rows; start += 100) {
    const statements = [];
    for (let i = start; i < Math.min(rows, start + 100); i += 1)
      statements.push(
        db
          .prepare(
            `INSERT INTO points_ledger (account_id, source, movement, available_delta, lifetime_delta, key, occurred_at)
             VALUES (?1, 'manual_points_adjustment', 'adjust', ?2, ?2, ?3, ?4)`,
          )
          .bind(id, 1 + (i % 7), `adjust:bench-${i}`, now),
      );
    await db.batch(statements);
  }
  const signedIn = await fetch(`${origin}/api/web/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-site-country': 'sg' },
    body: JSON.stringify({ grant_type: 'password', email, password: PASSWORD }),
  });
  if (signedIn.status !== 200) throw new Error(`auth/token answered ${signedIn.status}`);
  return signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

const OPTIONS = { warmup: 10, count: 200, maxMs: 20_000, timeoutMs: 10_000 };

export async function measureBeautyPass(
  mf: Miniflare,
  origin: string,
  rows = 1_000,
): Promise<BeautyPassFigures> {
  const time = (cookie: string, path: string) =>
    measureTtfb(`${origin}${path}`, {
      ...OPTIONS,
      headers: { cookie, 'x-site-country': 'sg' },
    });
  const many = await member(mf, origin, rows);
  const few = await member(mf, origin, 10);
  return {
    rows,
    page: await time(many, '/account/points'),
    account: await time(many, '/api/web/v1/account'),
    history: await time(many, '/api/web/v1/account/points'),
    fewRows: {
      page: await time(few, '/account/points'),
      account: await time(few, '/api/web/v1/account'),
    },
  };
}
