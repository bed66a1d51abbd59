import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../../worker/index';
import { layoutCacheKey } from '../../../worker/layout/cache-key';
import { layoutVersion } from '../../../worker/layout/layout-version';
import { LAYOUT_FRESH_MS } from '../../../worker/cache-policy';
import { get } from '../helpers';
import { editorCookie } from '../preview-session';

async function render(url: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { headers }), env, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return html;
}

const sgKey = layoutCacheKey({ country: 'sg', language: 'en', segments: [] });

describe('the KV-cached layout', () => {
  it('is stored with its version (the layout’s hash), which page data then carries', async () => {
    await render('http://localhost/about');
    const stored = await env.LAYOUT_CACHE.get<{ layout: unknown; version: string }>(sgKey, 'json');
    expect(stored?.version).toBe(await layoutVersion(stored?.layout));
    const payload = JSON.parse(await render('http://localhost/brands/_payload.json?v=1')) as {
      layoutVersion: string;
    };
    expect(payload.layoutVersion).toBe(stored?.version);
  });

  it('is stored in KV on the first page view and served from it after', async () => {
    await render('http://localhost/about');
    const stored = await env.LAYOUT_CACHE.get<{
      storedAt: number;
      layout: { header: { promoBar: string } };
    }>(sgKey, 'json');
    expect(stored?.layout.header.promoBar).toContain('$35');
    // Change the stored copy: a fresh entry is what the next page shows, without asking D1.
    await env.LAYOUT_CACHE.put(
      sgKey,
      JSON.stringify({
        ...stored,
        layout: {
          ...stored!.layout,
          header: { ...stored!.layout.header, promoBar: 'From the cache' },
        },
      }),
    );
    expect(await render('http://localhost/about')).toContain('From the cache');
  });

  it('serves a stale entry, and refreshes it in the background', async () => {
    await render('http://localhost/about');
    const stored = await env.LAYOUT_CACHE.get<{
      storedAt: number;
      layout: { header: { promoBar: string } };
    }>(sgKey, 'json');
    const stale = {
      storedAt: Date.now() - LAYOUT_FRESH_MS - 1000,
      layout: { ...stored!.layout, header: { ...stored!.layout.header, promoBar: 'Stale promo' } },
    };
    await env.LAYOUT_CACHE.put(sgKey, JSON.stringify(stale));
    expect(await render('http://localhost/about')).toContain('Stale promo');
    const refreshed = await env.LAYOUT_CACHE.get<{
      storedAt: number;
      layout: { header: { promoBar: string } };
    }>(sgKey, 'json');
    expect(refreshed?.layout.header.promoBar).toContain('$35');
    expect(refreshed!.storedAt).toBeGreaterThan(stale.storedAt);
  });

  it('keys the cache by country and language', async () => {
    await render('http://localhost/about?country_code=hk&language=zh');
    expect(
      await env.LAYOUT_CACHE.get(layoutCacheKey({ country: 'hk', language: 'zh', segments: [] })),
    ).not.toBeNull();
  });

  it('is bypassed in preview', async () => {
    await env.LAYOUT_CACHE.delete(sgKey);
    const html = await render('http://localhost/preview/layout', { cookie: await editorCookie() });
    expect(html).toContain('Layout preview');
    expect((await env.LAYOUT_CACHE.list()).keys.map((k) => k.name)).not.toContain(sgKey);
  });
});

describe('the Cron Trigger', () => {
  it('refreshes the layout of every country and language', async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ cron: '*/10 * * * *', scheduledTime: Date.now() }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const keys = (await env.LAYOUT_CACHE.list()).keys.map((k) => k.name).sort();
    expect(keys).toEqual(
      [
        'au:en',
        'hk:en',
        'hk:zh',
        'id:en',
        'id:id',
        'my:en',
        'nz:en',
        'ph:en',
        'sg:en',
        'th:en',
        'th:th',
      ]
        .map((site) => `layout:v1:${site}:-`)
        .sort(),
    );
  });
});

describe('production', () => {
  it('answers 404 for the sandbox and swagger', async () => {
    const production = { ...env, ENVIRONMENT: 'production' };
    for (const path of ['/sandbox', '/sandbox/au/en/order/confirmation', '/swagger']) {
      const ctx = createExecutionContext();
      const response = await worker.fetch(new Request(`http://localhost${path}`), production, ctx);
      expect(response.status, path).toBe(404);
      // The developer gate answers before any page renders (test/worker/site/developer-gate.worker.test.ts).
      expect(await response.text()).not.toContain('Sandbox');
    }
    expect((await get('http://localhost/swagger')).status).toBe(200);
  });
});
