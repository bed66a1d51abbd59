/**
 * Whether an answer's time tells an address has an account
 * (docs/accounts.md#the-three-answers-that-could-tell): the built worker (`npm run build` first)
 * through the Miniflare API, one member, then `--count` pairs of requests taken in turns, one for
 * the member's address and one for an address without an account, each from a client of its own (no
 * per-client limit steps in): a wrong password at sign-in, forgot-password, and sign-up (a new
 * address each time for the unknown side, as a real sign-up is). Prints p50 and p90 of each, and
 * the statuses seen.
 *
 *   npx tsx scripts/enumeration-timing.ts [--count 60]
 */
import { quantile } from './bench/ttfb';
import { startWorker } from './bench/start-worker';

const count = Number(process.argv[process.argv.indexOf('--count') + 1] || 60);

async function timed(origin: string, path: string, body: object, client: string) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/web/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': client },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const figures = (runs: { ms: number; status: number }[]) => {
  const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
  const statuses = [...new Set(runs.map((run) => run.status))].join('/');
  return `p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p90 ${quantile(sorted, 0.9).toFixed(1)} ms (status ${statuses})`;
};

const worker = await startWorker();
try {
  const { origin } = worker;
  const run = Date.now();
  const known = `timing-${run}@example.com`;
  const unknown = `nobody-${run}@example.com`;
  const made = await fetch(`${origin}/api/web/v1/sandbox/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: known, password: 'Timing#Pass1', country: 'sg' }),
  });
  if (made.status !== 201) throw new Error(`sandbox/users answered ${made.status}`);
  const kinds = {
    'sign-in, wrong password': (email: string) => ({
      path: 'auth/token',
      body: { grant_type: 'password', email, password: 'Wrong#Pass99' },
    }),
    'forgot-password': (email: string) => ({ path: 'account/password/forgot', body: { email } }),
    'sign-up': (email: string) => ({
      path: 'account',
      body: {
        email,
        password: 'Timing#Pass2',
        passwordConfirmation: 'Timing#Pass2',
        firstName: 'Mei',
        lastName: 'Tan',
        birthDate: '1990-05-17',
        consents: { personalInformation: true, policy: true, marketing: false },
      },
    }),
  };
  let client = 0;
  for (const [name, request] of Object.entries(kinds)) {
    const results: Record<'known' | 'unknown', { ms: number; status: number }[]> = {
      known: [],
      unknown: [],
    };
    // Three warm-up pairs, not counted; then the pairs in turns, known first and then unknown
    // first, so neither always follows the other.
    for (let i = 0; i < count + 3; i += 1) {
      const order = i % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const who of order) {
        client += 1;
        const stranger = name === 'sign-up' ? `new-${run}-${i}@example.com` : unknown;
        const { path, body } = request(who === 'known' ? known : stranger);
        const result = await timed(origin, path, body, `198.18.${client >> 8}.${client & 255}`);
        if (i >= 3) results[who].push(result);
      }
    }
    console.log(`${name} (${count} each)`);
    console.log(`  known:   ${figures(results.known)}`);
    console.log(`  unknown: ${figures(results.unknown)}`);
  }
} finally {
  await worker.mf.dispose();
}
