import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFRESH_LOCK_NAME, withRefresh } from '../../../client/api/refresh-lock';

const url = (i: number) => `https://shop.test/api/web/v1/things/${i}`;
const send = (i: number) => new Request(url(i), { method: 'POST', body: `body of ${i}` });

/** Storage as localStorage behaves, shared by the "tabs" of a test. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** Web Locks as one origin's tabs share them: one holder at a time, in the order asked. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const held = { now: 0, most: 0, names: [] as string[] };
  const locks = {
    request(name: string, callback: () => Promise<unknown>) {
      held.names.push(name);
      const run = tail.then(async () => {
        held.most = Math.max(held.most, ++held.now);
        try {
          return await callback();
        } finally {
          held.now -= 1;
        }
      });
      tail = run.catch(() => undefined);
      return run;
    },
  } as unknown as LockManager;
  return { locks, held };
}

interface Scenario {
  hasSession: boolean;
  refreshWorks: boolean;
  retryAnswers: 200 | 401;
}

/**
 * N requests sent at once, each answered 401 first and `retryAnswers` after; the order in which
 * the answers and the refresh settle is the scheduler's.
 */
async function interleaved(s: fc.Scheduler, n: number, scenario: Scenario) {
  const attempts = new Map<string, string[]>();
  const firstAnswers = new Map<string, Response>();
  let refreshes = 0;
  const fetcher = s.scheduleFunction(async function fetcher(request: Request) {
    const bodies = attempts.get(request.url) ?? [];
    bodies.push(await request.text());
    attempts.set(request.url, bodies);
    if (bodies.length > 1) return new Response(null, { status: scenario.retryAnswers });
    const answer = new Response(null, { status: 401 });
    firstAnswers.set(request.url, answer);
    return answer;
  });
  const refresh = s.scheduleFunction(async function refresh() {
    refreshes += 1;
    return scenario.refreshWorks;
  });
  const fetch = withRefresh(fetcher, {
    hasSession: () => scenario.hasSession,
    refresh,
    locks: undefined,
    storage: undefined,
  });
  const ids = Array.from({ length: n }, (_, i) => i);
  const responses = await s.waitFor(Promise.all(ids.map((i) => fetch(send(i)))));
  return { ids, responses, attempts, firstAnswers, refreshes: () => refreshes };
}

const requests = fc.integer({ min: 2, max: 20 });

describe('withRefresh over any interleaving of N concurrent requests answered 401', () => {
  it('refreshes once and sends each request again once, with its body, and all succeed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), requests, async (s, n) => {
        const run = await interleaved(s, n, {
          hasSession: true,
          refreshWorks: true,
          retryAnswers: 200,
        });
        expect(run.refreshes()).toBe(1);
        for (const i of run.ids) {
          expect(run.attempts.get(url(i))).toEqual([`body of ${i}`, `body of ${i}`]);
          expect(run.responses[i].status).toBe(200);
        }
      }),
    );
  });

  it('when the refresh fails, refreshes once and gives every request its own first 401', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), requests, async (s, n) => {
        const run = await interleaved(s, n, {
          hasSession: true,
          refreshWorks: false,
          retryAnswers: 200,
        });
        expect(run.refreshes()).toBe(1);
        for (const i of run.ids) {
          expect(run.attempts.get(url(i))).toHaveLength(1);
          expect(run.responses[i]).toBe(run.firstAnswers.get(url(i)));
        }
      }),
    );
  });

  it('without a session cookie, never refreshes and passes every 401 on', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), requests, async (s, n) => {
        const run = await interleaved(s, n, {
          hasSession: false,
          refreshWorks: true,
          retryAnswers: 200,
        });
        expect(run.refreshes()).toBe(0);
        for (const i of run.ids) {
          expect(run.attempts.get(url(i))).toHaveLength(1);
          expect(run.responses[i]).toBe(run.firstAnswers.get(url(i)));
        }
      }),
    );
  });

  it('passes a 401 on the retry on, without a second refresh or a third send', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), requests, async (s, n) => {
        const run = await interleaved(s, n, {
          hasSession: true,
          refreshWorks: true,
          retryAnswers: 401,
        });
        expect(run.refreshes()).toBe(1);
        for (const i of run.ids) {
          expect(run.attempts.get(url(i))).toHaveLength(2);
          expect(run.responses[i].status).toBe(401);
        }
      }),
    );
  });
});

describe('withRefresh', () => {
  it('passes any other status on untouched, without refreshing', async () => {
    let refreshes = 0;
    for (const status of [200, 204, 400, 403, 404, 428, 500, 503]) {
      const answer = new Response(null, { status });
      let sends = 0;
      const fetch = withRefresh(
        async () => {
          sends += 1;
          return answer;
        },
        {
          hasSession: () => true,
          refresh: async () => {
            refreshes += 1;
            return true;
          },
          locks: undefined,
        },
      );
      expect(await fetch(send(1))).toBe(answer);
      expect(sends).toBe(1);
    }
    expect(refreshes).toBe(0);
  });

  it('takes a refresh that throws as failed and passes the 401 on', async () => {
    const answer = new Response(null, { status: 401 });
    const fetch = withRefresh(async () => answer, {
      hasSession: () => true,
      refresh: () => Promise.reject(new TypeError('offline')),
      locks: undefined,
    });
    expect(await fetch(send(1))).toBe(answer);
  });

  it('refreshes again for a 401 of a request sent after the last refresh ended', async () => {
    let valid = false;
    let refreshes = 0;
    const fetch = withRefresh(async () => new Response(null, { status: valid ? 200 : 401 }), {
      hasSession: () => true,
      refresh: async () => {
        refreshes += 1;
        return (valid = true);
      },
      locks: undefined,
      storage: memoryStorage(),
    });
    expect((await fetch(send(1))).status).toBe(200);
    valid = false; // the new access token has lived its 15 minutes
    expect((await fetch(send(2))).status).toBe(200);
    expect(refreshes).toBe(2);
  });
});

describe('withRefresh across tabs', () => {
  /** Two tabs of one browser: one cookie jar (the server's `valid`), locks and storage. */
  function twoTabs(
    storage: ReturnType<typeof memoryStorage> | undefined,
    options: { askServer?: boolean; storageOfEach?: boolean } = {},
  ) {
    const { locks, held } = fakeLocks();
    const server = { valid: false, refreshes: 0 };
    const tab = () =>
      withRefresh(async () => new Response(null, { status: server.valid ? 200 : 401 }), {
        hasSession: () => true,
        refresh: async () => {
          server.refreshes += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
          return (server.valid = true);
        },
        ...(options.askServer ? { sessionValid: async () => server.valid } : {}),
        locks,
        // A storage of each tab's own: a write another tab has not seen yet.
        storage: options.storageOfEach ? memoryStorage() : storage,
      });
    return { tabs: [tab(), tab()], server, held };
  }

  it('refreshes once for both tabs, under the lock, and both requests succeed', async () => {
    const { tabs, server, held } = twoTabs(memoryStorage());
    const responses = await Promise.all(tabs.map((fetch, i) => fetch(send(i))));
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(server.refreshes).toBe(1);
    expect(held.names).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
    expect(held.most).toBe(1);
  });

  it('refreshes once when the other tab has not seen the mark yet, by asking the server under the lock', async () => {
    const unseen = twoTabs(undefined, { storageOfEach: true });
    await Promise.all(unseen.tabs.map((fetch, i) => fetch(send(i))));
    expect(unseen.server.refreshes).toBe(2);
    const asked = twoTabs(undefined, { storageOfEach: true, askServer: true });
    const responses = await Promise.all(asked.tabs.map((fetch, i) => fetch(send(i))));
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(asked.server.refreshes).toBe(1);
  });

  it('without storage, each tab refreshes, one after the other, never both at once', async () => {
    const { tabs, server, held } = twoTabs(undefined);
    const responses = await Promise.all(tabs.map((fetch, i) => fetch(send(i))));
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(server.refreshes).toBe(2);
    expect(held.most).toBe(1);
  });
});
