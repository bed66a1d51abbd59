import { createExecutionContext, env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index';
import { callWorker, fakeIngest } from './fake-ingest';
import { get } from './helpers';

/**
 * Errors somebody sees: every request has an ID (the edge's cf-ray, else a random UUID) in
 * the x-request-id header, in every log line, in every API error body and on the 500 page;
 * every 5xx and render error reaches the error reporter once, tagged with it. Failures are
 * real: a D1 table renamed away, a broken binding, an upstream API that fails.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Runs `work` with a table renamed away, then puts it back. */
async function withoutTable<T>(table: string, work: () => Promise<T>): Promise<T> {
  await env.DB.prepare(`ALTER TABLE ${table} RENAME TO ${table}_away`).run();
  try {
    return await work();
  } finally {
    await env.DB.prepare(`ALTER TABLE ${table}_away RENAME TO ${table}`).run();
  }
}

/** The structured log lines written with console.error/warn/log while the spy is on. */
function logLines(...spies: { mock: { calls: unknown[][] } }[]): Record<string, unknown>[] {
  return spies
    .flatMap((spy) => spy.mock.calls)
    .map((args) => {
      expect(args).toHaveLength(1);
      return JSON.parse(String(args[0])) as Record<string, unknown>;
    });
}

let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('request IDs', () => {
  it.each([
    '/healthz',
    '/',
    '/brands/solenne',
    '/no/such/page',
    '/api/web/v1/brands/',
    '/api/web/v1/no-such',
    '/sitemap.xml',
    '/en/brands',
  ])('%s answers with a random x-request-id, a new one each time', async (path) => {
    const [first, second] = await Promise.all([
      get(`http://shop.example.com.sg${path}`),
      get(`http://shop.example.com.sg${path}`),
    ]);
    await Promise.all([first.text(), second.text()]);
    expect(first.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).toMatch(UUID);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });

  it('is the edge ray ID when there is one', async () => {
    const response = await get('http://shop.example.com.sg/', { 'cf-ray': '8f1c2a3b4d5e6f70-SIN' });
    await response.text();
    expect(response.headers.get('x-request-id')).toBe('8f1c2a3b4d5e6f70-SIN');
  });

  it.each(['<script>alert(1)</script>', 'x'.repeat(200), 'a b', ''])(
    'replaces a malformed cf-ray %j with a UUID',
    async (ray) => {
      const response = await get('http://shop.example.com.sg/healthz', { 'cf-ray': ray });
      expect(response.headers.get('x-request-id')).toMatch(UUID);
    },
  );

  it.each([
    ['/api/web/v1/no-such', 404],
    ['/api/web/v1/pages?slug=NOT_A_SLUG', 400],
    ['/api/web/v1/pages?slug=no-such-page', 404],
  ])('%s: the error body names the request ID (%i)', async (path, status) => {
    const response = await get(`http://shop.example.com.sg${path}`, {
      'cf-ray': '7a7a7a7a7a7a7a7a-HKG',
    });
    const body = (await response.json()) as { data: { requestId?: string } };
    expect(response.status).toBe(status);
    expect(body.data.requestId).toBe('7a7a7a7a7a7a7a7a-HKG');
  });
});

describe('an API 500', () => {
  it('answers the request ID, logs a JSON line with it and reports one event tagged with it', async () => {
    const ingest = fakeIngest();
    const { response, body } = await withoutTable('brands', () =>
      callWorker('/api/web/v1/brands/'),
    );
    const id = response.headers.get('x-request-id');
    expect(response.status).toBe(500);
    expect(id).toMatch(UUID);
    expect(JSON.parse(body)).toMatchObject({
      statusCode: 500,
      data: { code: 'INTERNAL', requestId: id },
    });
    expect(ingest.events).toHaveLength(1);
    expect(ingest.events[0].tags).toMatchObject({ requestId: id });
    expect(ingest.events[0].exception?.values?.[0]?.value).toMatch(/brands/);
    const line = logLines(errors).find(
      (entry) => entry.requestId === id && entry.level === 'error',
    );
    expect(line).toMatchObject({
      requestId: id,
      method: 'GET',
      path: '/api/web/v1/brands/',
      status: 500,
    });
    expect(JSON.stringify(line?.error)).toMatch(/no such table: brands/);
  });

  it('sends no cookie, no preview token and no query to the reporter', async () => {
    const ingest = fakeIngest();
    await withoutTable('brands', () =>
      callWorker('/api/web/v1/brands/?token=test-preview-token', {
        headers: { cookie: 'jwt-data=secret; preview-token=test-preview-token' },
      }),
    );
    expect(ingest.events).toHaveLength(1);
    expect(JSON.stringify(ingest.events[0])).not.toMatch(/secret|test-preview-token/);
  });

  it('is logged with a warning that names the problem when the DSN cannot be used', async () => {
    const ingest = fakeIngest();
    const { response } = await withoutTable('brands', () =>
      callWorker('/api/web/v1/brands/', {
        overrides: { SENTRY_DSN: 'https://public-key@ingest.sentry.test/42' },
      }),
    );
    expect(response.status).toBe(500);
    expect(ingest.events).toHaveLength(0);
    const id = response.headers.get('x-request-id');
    expect(logLines(warnings).find((line) => line.requestId === id)).toMatchObject({
      message: 'SENTRY_DSN is not valid: the error above was not reported',
      problem: expect.stringMatching(/public key/),
    });
  });

  it('is logged, and reported to nobody, when no DSN is configured', async () => {
    const ingest = fakeIngest();
    const { response } = await withoutTable('brands', () =>
      callWorker('/api/web/v1/brands/', { overrides: { SENTRY_DSN: '' } }),
    );
    expect(response.status).toBe(500);
    expect(ingest.events).toHaveLength(0);
    expect(
      logLines(errors).some((line) => line.requestId === response.headers.get('x-request-id')),
    ).toBe(true);
  });
});

describe('a page 500', () => {
  it('is a translated page that shows the request ID, with one event tagged with it (a broken binding)', async () => {
    const ingest = fakeIngest();
    const broken = { get: () => Promise.reject(new Error('KV is down')) } as unknown as KVNamespace;
    const { response, body } = await callWorker('/', {
      headers: { 'cf-ray': '1234abcd5678ef90-SIN' },
      overrides: { LAYOUT_CACHE: broken },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toContain('<html lang="en-SG"');
    expect(body).toContain('<h1>Something went wrong</h1>');
    expect(body).toContain('1234abcd5678ef90-SIN');
    expect(ingest.events).toHaveLength(1);
    expect(ingest.events[0].tags).toMatchObject({ requestId: '1234abcd5678ef90-SIN' });
    expect(ingest.events[0].exception?.values?.[0]?.value).toBe('KV is down');
  });

  it("is JSON with the request ID for a page's data (_payload.json)", async () => {
    fakeIngest();
    const broken = { get: () => Promise.reject(new Error('KV is down')) } as unknown as KVNamespace;
    const { response, body } = await callWorker('/brands/_payload.json', {
      headers: { 'cf-ray': '5678abcd1234ef90-SIN' },
      overrides: { LAYOUT_CACHE: broken },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(body)).toMatchObject({
      statusCode: 500,
      data: { code: 'INTERNAL', requestId: '5678abcd1234ef90-SIN' },
    });
  });

  it('is in the language of the site', async () => {
    fakeIngest();
    const broken = { get: () => Promise.reject(new Error('KV is down')) } as unknown as KVNamespace;
    const { response, body } = await callWorker('http://shop.example.co.th/', {
      overrides: { LAYOUT_CACHE: broken },
    });
    expect(response.status).toBe(500);
    expect(body).toContain('<html lang="th-TH"');
    expect(body).toContain('เกิดข้อผิดพลาดในระบบของเรา');
    expect(body).toContain(response.headers.get('x-request-id'));
  });

  it('caused by a failed API call is one event, from the API, not one more from the page', async () => {
    // The layout is cached first, so only the page's own content query meets the failure.
    await callWorker('/pages/about');
    const ingest = fakeIngest();
    const { response, body } = await withoutTable('content_entries', () =>
      callWorker('/pages/about'),
    );
    const id = response.headers.get('x-request-id') ?? 'none';
    expect(response.status).toBe(500);
    expect(body).toContain(id);
    expect(ingest.events).toHaveLength(1);
    expect(ingest.events[0].tags).toMatchObject({ requestId: id, source: 'api' });
    expect(ingest.events[0].exception?.values?.[0]?.value).toMatch(/content_entries/);
  });
});

describe('a streamed part that fails after the shell was sent', () => {
  it('is one event tagged with the request ID (the embedded API failed)', async () => {
    await callWorker('/');
    const ingest = fakeIngest();
    const { response, body } = await withoutTable('listing', () => callWorker('/'));
    const id = response.headers.get('x-request-id');
    expect(response.status).toBe(200);
    expect(body).toContain('</html>');
    expect(ingest.events).toHaveLength(1);
    expect(ingest.events[0].tags).toMatchObject({ requestId: id });
    expect(
      logLines(errors)
        .filter((line) => line.requestId === id)
        .map((line) => line.message),
    ).toEqual(expect.arrayContaining(['api error', 'render error']));
  });

  it("is one event from React's onError when an upstream API fails it", async () => {
    const upstream = {
      host: 'upstream.test',
      // The upstream fails the featured products only; everything else is the embedded API.
      answer: async (request: Request) => {
        const url = new URL(request.url);
        if (url.pathname.startsWith('/api/web/v1/featured-products'))
          return Response.json({ message: 'down' }, { status: 503 });
        url.host = 'shop.example.com.sg';
        url.protocol = 'http:';
        return worker.fetch(
          new Request(url, request) as Request<unknown, IncomingRequestCfProperties>,
          { ...env, API_ORIGIN: '' },
          createExecutionContext(),
        );
      },
    };
    const ingest = fakeIngest(upstream);
    const { response, body } = await callWorker('/', {
      overrides: { API_ORIGIN: 'https://upstream.test' },
    });
    const id = response.headers.get('x-request-id');
    expect(response.status).toBe(200);
    expect(body).toContain('</html>');
    expect(ingest.events).toHaveLength(1);
    expect(ingest.events[0].tags).toMatchObject({ requestId: id, source: 'render' });
  });
});

describe('what is not reported', () => {
  it.each([
    '/no/such/page',
    '/pages/no-such-page',
    '/preview/homepage/does-not-exist',
    '/api/web/v1/no-such',
    '/api/web/v1/pages?slug=NOT_A_SLUG',
    '/api/web/v1/products/no-such-product',
  ])('%s (a 4xx) sends no event', async (path) => {
    const ingest = fakeIngest();
    const { response } = await callWorker(path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(ingest.events).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('a misconfigured SITE_TITLES', () => {
  it('falls back to the brand name and says so in a log line with the request ID', async () => {
    const { response, body } = await callWorker('/about', {
      overrides: { SITE_TITLES: '{not json' },
    });
    expect(response.status).toBe(200);
    expect(body).toContain('About us | Beauty Storefront</title>');
    const line = logLines(warnings, errors).find(
      (entry) => entry.requestId === response.headers.get('x-request-id'),
    );
    expect(line).toMatchObject({
      level: 'warn',
      message: 'SITE_TITLES is not valid',
      path: '/about',
    });
  });
});
