/**
 * Sign-in's cost: PBKDF2-SHA256 at 100,000 iterations dominates it. Members are made
 * through the development API (sandbox/users); one is signed in `count` times one after
 * another. A wrong password for a known e-mail and any password for an unknown one are timed
 * too: the two refusals should cost alike (no account enumeration by time, ASVS V6.3.8).
 */
import { quantile } from './ttfb';

export interface SignInFigures {
  count: number;
  known: { p50: number; p99: number };
  wrongPassword: { p50: number; p99: number };
  unknown: { p50: number; p99: number };
}

async function timed(origin: string, body: object, client: string): Promise<[number, number]> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/web/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': client },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return [performance.now() - started, response.status];
}

const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
};

async function makeMember(origin: string, email: string, password: string) {
  const made = await fetch(`${origin}/api/web/v1/sandbox/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password, country: 'sg' }),
  });
  if (made.status !== 201) throw new Error(`sandbox/users answered ${made.status}`);
}

export async function measureSignIn(origin: string, count = 30): Promise<SignInFigures> {
  const run = Date.now();
  const password = 'Bench#Sign1n';
  const email = `bench-${run}@example.com`;
  await makeMember(origin, email, password);
  const known: number[] = [];
  const wrong: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < count + 3; i += 1) {
    // Each refusal from its own address and, for a wrong password, its own member: neither
    // the per-address limit nor the account lock may step in.
    const client = `198.18.${i >> 8}.${i & 255}`;
    const other = `bench-${run}-${i}@example.com`;
    await makeMember(origin, other, password);
    const [ok, okStatus] = await timed(
      origin,
      { grant_type: 'password', email, password },
      'bench',
    );
    const [bad, badStatus] = await timed(
      origin,
      { grant_type: 'password', email: other, password: 'Wrong#Pass99' },
      client,
    );
    const [miss, missStatus] = await timed(
      origin,
      { grant_type: 'password', email: `nobody-${run}-${i}@example.com`, password },
      client,
    );
    if (okStatus !== 200 || badStatus !== 401 || missStatus !== 401)
      throw new Error(`sign-in answered ${okStatus}, ${badStatus}, ${missStatus}`);
    if (i >= 3) {
      known.push(ok);
      wrong.push(bad);
      unknown.push(miss);
    }
  }
  return {
    count,
    known: figures(known),
    wrongPassword: figures(wrong),
    unknown: figures(unknown),
  };
}
