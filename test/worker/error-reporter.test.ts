import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createErrorReporter,
  decideReport,
  dsnProblem,
  fitEvent,
  REPORTING_LIMITS,
} from '../../worker/error-reporter';

afterEach(() => vi.restoreAllMocks());

describe('error-reporting limits', () => {
  it('are ten events a session, 25 breadcrumbs (of at most 100) and 1 MB a payload', () => {
    expect(REPORTING_LIMITS).toEqual({
      eventsPerSession: 10,
      breadcrumbs: 25,
      payloadBytes: 1_000_000,
    });
    expect(REPORTING_LIMITS.breadcrumbs).toBeLessThanOrEqual(100);
  });

  it('decideReport sends up to the tenth event and no more', () => {
    expect(decideReport(0)).toBe('send');
    expect(decideReport(9)).toBe('send');
    expect(decideReport(10)).toBe('over-limit');
  });
});

describe('dsnProblem', () => {
  it('accepts a DSN Sentry can use', () => {
    expect(dsnProblem('https://publickey@o123.ingest.sentry.io/4504')).toBeUndefined();
    expect(dsnProblem('https://abc_123@sentry.example.com/path/42')).toBeUndefined();
  });

  it.each([
    ['not a dsn', /not a URL/],
    ['ftp://key@host/1', /http/],
    ['https://host/42', /public key/],
    ['https://public-key@host/42', /public key/],
    ['https://key@host/', /project id/],
    ['https://key@host/project', /project id/],
  ])('names what is wrong with %s', (dsn, problem) => {
    expect(dsnProblem(dsn)).toMatch(problem);
  });

  it('an unusable DSN sends nothing', () => {
    expect(decideReport(0, false)).toBe('unusable-dsn');
    const reporter = createErrorReporter({
      dsn: 'https://public-key@ingest.sentry.test/42',
      environment: 'test',
      requestId: 'r',
    });
    const fetch = vi.spyOn(globalThis, 'fetch');
    expect(reporter.capture(new Error('x'), { source: 'api' })).toBe('unusable-dsn');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('fitEvent', () => {
  const frames = Array.from({ length: 400 }, (_, index) => ({
    filename: `f${index}.js`,
    function: 'x'.repeat(200),
  }));
  const big = {
    type: undefined,
    message: 'boom',
    breadcrumbs: Array.from({ length: 25 }, () => ({ message: 'y'.repeat(50_000) })),
    exception: { values: [{ type: 'Error', value: 'z'.repeat(10_000), stacktrace: { frames } }] },
  };

  it('keeps an event that fits as it is', () => {
    const small = { type: undefined, message: 'small' };
    expect(fitEvent(small)).toBe(small);
  });

  it('slims an event over the limit: no breadcrumbs, the last 50 frames, a shorter message', () => {
    const slim = fitEvent(big);
    expect(slim).not.toBeNull();
    expect(slim?.breadcrumbs).toBeUndefined();
    expect(slim?.exception?.values?.[0]?.stacktrace?.frames).toHaveLength(50);
    expect(slim?.exception?.values?.[0]?.value).toHaveLength(2_000);
    expect(new TextEncoder().encode(JSON.stringify(slim)).length).toBeLessThanOrEqual(
      REPORTING_LIMITS.payloadBytes,
    );
  });

  it('drops an event that cannot be slimmed under the limit', () => {
    expect(fitEvent({ type: undefined, message: 'm'.repeat(2_000_000) })).toBeNull();
  });
});

/** Envelopes the reporter posts, parsed to their event items. */
function captureSends(): { events: { tags?: Record<string, string>; breadcrumbs?: unknown[] }[] } {
  const sent: { events: { tags?: Record<string, string>; breadcrumbs?: unknown[] }[] } = {
    events: [],
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const lines = String(init?.body ?? '')
      .split('\n')
      .filter(Boolean);
    expect(String(input)).toContain('https://ingest.sentry.test/api/42/envelope/');
    for (let index = 1; index + 1 < lines.length; index += 2) {
      if ((JSON.parse(lines[index]) as { type: string }).type === 'event')
        sent.events.push(JSON.parse(lines[index + 1]));
    }
    return new Response('{}');
  });
  return sent;
}

describe('createErrorReporter', () => {
  it('sends at most ten events for one request, each tagged with its ID and source', async () => {
    const sent = captureSends();
    const waits: Promise<unknown>[] = [];
    const reporter = createErrorReporter({
      dsn: 'https://publickey@ingest.sentry.test/42',
      environment: 'test',
      requestId: 'req-1',
      waitUntil: (p) => waits.push(p),
    });
    const decisions = Array.from({ length: 12 }, (_, index) =>
      reporter.capture(new Error(`part ${index} failed`), { source: 'render' }),
    );
    await Promise.all(waits);
    expect(decisions.filter((decision) => decision === 'send')).toHaveLength(10);
    expect(decisions.slice(10)).toEqual(['over-limit', 'over-limit']);
    expect(sent.events).toHaveLength(10);
    for (const event of sent.events)
      expect(event.tags).toEqual({ requestId: 'req-1', source: 'render' });
  });

  it('keeps the last 25 log lines of the request as breadcrumbs', async () => {
    const sent = captureSends();
    const waits: Promise<unknown>[] = [];
    const reporter = createErrorReporter({
      dsn: 'https://publickey@ingest.sentry.test/42',
      environment: 'test',
      requestId: 'req-2',
      waitUntil: (p) => waits.push(p),
    });
    for (let index = 0; index < 40; index += 1)
      reporter.breadcrumb({ level: 'warn', message: `line ${index}`, requestId: 'req-2' });
    reporter.capture(new Error('boom'), { source: 'api' });
    await Promise.all(waits);
    const crumbs = sent.events[0]?.breadcrumbs as { message: string }[];
    expect(crumbs).toHaveLength(25);
    expect(crumbs[0].message).toBe('line 15');
    expect(crumbs[24].message).toBe('line 39');
  });
});
