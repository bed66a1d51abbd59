import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutCacheKey } from '../../../worker/layout/cache-key';
import { callWorker, fakeIngest } from '../fake-ingest';
import { fetchWith, PRODUCTION } from '../with-env';

/**
 * The HTML 500 page, rendered by React inside the site's layout, in the shopper's language,
 * naming the request ID of the response header and the log line; the minimal document when
 * the layout is what failed. `/_dev/error` fails on purpose (development and test only).
 */

/** The structured log lines written with console.error while the spy is on. */
function errorLines(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls.map((args) => JSON.parse(String(args[0])) as Record<string, unknown>);
}

/** The request ID the page shows, in its own element (to select and copy in one piece). */
function shownId(body: string): string | undefined {
  return /<code class="request-id" data-request-id="">([^<]*)<\/code>/.exec(body)?.[1];
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the HTML 500 page', () => {
  it('is the site layout around the message, with the ID of the response and of the log line', async () => {
    const ingest = fakeIngest();
    const { response, body } = await callWorker('/_dev/error');
    const id = response.headers.get('x-request-id');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toMatch(/^<!DOCTYPE html><html lang="en-SG"/);
    expect(body).toContain('<title>Something went wrong | ');
    expect(body).toContain('<meta name="robots" content="noindex, nofollow">');
    // The layout: the header with its menus, and the footer.
    expect(body).toContain('class="site-header"');
    expect(body).toContain('<footer');
    expect(body).toContain('<h1>Something went wrong</h1>');
    expect(shownId(body)).toBe(id);
    expect(body).toContain('Error reference: <code');
    // Static: no script, no page data (whatever failed may fail again).
    expect(body).not.toContain('<script');
    expect(ingest.events).toHaveLength(1);
    const line = errorLines(errors).find((entry) => entry.message === 'page error');
    expect(line).toMatchObject({ requestId: id, path: '/_dev/error', status: 500 });
  });

  it("is in the shopper's language, ID included", async () => {
    fakeIngest();
    const { response, body } = await callWorker(
      'http://shop.example.com.hk/_dev/error?language=zh',
    );
    expect(response.status).toBe(500);
    expect(body).toMatch(/^<!DOCTYPE html><html lang="zh-HK"/);
    expect(body).toContain('<h1>出現問題</h1>');
    expect(body).toContain('class="site-header"');
    // No space next to the inserted ID in Chinese.
    expect(body).toContain(`錯誤編號：<code class="request-id" data-request-id="">`);
    expect(shownId(body)).toBe(response.headers.get('x-request-id'));
  });

  it('is a minimal translated document when the layout is what failed', async () => {
    fakeIngest();
    const { response, body } = await callWorker(
      'http://shop.example.co.th/_dev/error?layout=broken',
    );
    expect(response.status).toBe(500);
    expect(body).toMatch(/^<!DOCTYPE html><html lang="th-TH"/);
    expect(body).not.toContain('class="site-header"');
    expect(body).toContain('เกิดข้อผิดพลาดในระบบของเรา');
    expect(shownId(body)).toBe(response.headers.get('x-request-id'));
    expect(body).not.toContain('<script');
  });

  it("shows the cached layout when a page's own data failed", async () => {
    // The layout is cached first; then the page's content query meets a renamed-away table.
    await callWorker('/pages/about');
    fakeIngest();
    await env.DB.prepare('ALTER TABLE content_entries RENAME TO content_entries_away').run();
    try {
      const { response, body } = await callWorker('/pages/about');
      expect(response.status).toBe(500);
      expect(body).toContain('class="site-header"');
      expect(shownId(body)).toBe(response.headers.get('x-request-id'));
    } finally {
      await env.DB.prepare('ALTER TABLE content_entries_away RENAME TO content_entries').run();
    }
  });

  it('is the minimal document, not a throw, when the layout cache holds something broken', async () => {
    fakeIngest();
    const key = layoutCacheKey({ country: 'sg', language: 'en', segments: [] });
    const saved = await env.LAYOUT_CACHE.get(key);
    await env.LAYOUT_CACHE.put(key, JSON.stringify({ storedAt: Date.now(), layout: { nope: 1 } }));
    try {
      const { response, body } = await callWorker('/_dev/error?layout=cache');
      expect(response.status).toBe(500);
      expect(body).not.toContain('class="site-header"');
      expect(body).toContain('<h1>Something went wrong</h1>');
      expect(shownId(body)).toBe(response.headers.get('x-request-id'));
    } finally {
      if (saved) await env.LAYOUT_CACHE.put(key, saved);
      else await env.LAYOUT_CACHE.delete(key);
    }
  });

  it('does not write the Host into the page when the public origin is what failed', async () => {
    await callWorker('/pages/about');
    const response = await fetchWith(
      { ENVIRONMENT: 'production', PUBLIC_ORIGIN: '' },
      'http://evil.example/about',
    );
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(body).not.toContain('evil.example');
    expect(shownId(body)).toBe(response.headers.get('x-request-id'));
  });

  it('cannot be asked for in production', async () => {
    const response = await fetchWith(PRODUCTION, 'https://shop.example.com.sg/_dev/error');
    expect(response.status).toBe(404);
  });
});
