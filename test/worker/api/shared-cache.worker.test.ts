import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { apiHeaders } from '../../../client/api/client';
import type { Country, Language } from '../../../client/lib/sites';
import worker from '../../../worker/index';
import { editorCookie } from '../preview-session';

const cached = { ...env, API_EDGE_CACHE: 'on' };

async function call(
  path: string,
  init: RequestInit = {},
  site: { country: Country; language: Language } = { country: 'sg', language: 'en' },
  bindings: typeof env = cached,
) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`http://localhost/api/web/v1/${path}`, {
      ...init,
      headers: {
        ...apiHeaders(site),
        origin: 'http://localhost',
        ...(init.headers as Record<string, string>),
      },
    }),
    bindings,
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

describe('the edge cache of shared API answers', () => {
  it('serves a listing again from the cache; another query is another entry', async () => {
    const first = await call('variants?brand=solenne&per_page=2');
    // Empty the site's listing and its facet counts (totals are read from facet_cells).
    await env.DB.batch([
      env.DB.prepare("DELETE FROM listing WHERE country = 'sg'"),
      env.DB.prepare("DELETE FROM facet_cells WHERE country = 'sg'"),
    ]);
    const again = await call('variants?brand=solenne&per_page=2');
    expect(again.body).toBe(first.body);
    // Another query is another entry: it reads the (now empty) table.
    const other = await call('variants?brand=solenne&per_page=3');
    expect(JSON.parse(other.body).total).toBe(0);
  });

  it.each([
    ['country', { country: 'sg', language: 'en' }, { country: 'my', language: 'en' }],
    ['language', { country: 'hk', language: 'en' }, { country: 'hk', language: 'zh' }],
  ] as const)(
    'does not serve an answer cached for one site to a site of another %s asking the same path and query',
    async (_, first, second) => {
      const path = 'variants?category=skincare&per_page=3&sort=newest';
      // What the second site answers with the edge cache off: its own answer, not the first's.
      const own = await call(path, {}, second, env);
      const stored = await call(path, {}, first);
      expect(JSON.parse(own.body).total).toBeGreaterThan(0);
      expect(stored.body, 'the two sites answer differently').not.toBe(own.body);
      // The first site's answer is in the cache: asked again, it comes from there (the local
      // Cache API marks what it serves `cf-cache-status: HIT`).
      const hit = await call(path, {}, first);
      expect(hit.response.headers.get('cf-cache-status')).toBe('HIT');
      expect(hit.body).toBe(stored.body);
      // The second site, same path and query, cache on: its own answer, not the cached one.
      const other = await call(path, {}, second);
      expect(other.body).toBe(own.body);
      expect(other.response.headers.get('cf-cache-status')).toBeNull();
    },
  );

  it('keys a POST by its body', async () => {
    const hk = { country: 'hk', language: 'en' } as const;
    const four = await call(
      'featured-products/',
      { method: 'POST', body: JSON.stringify({ limit: 4 }) },
      hk,
    );
    const two = await call(
      'featured-products/',
      { method: 'POST', body: JSON.stringify({ limit: 2 }) },
      hk,
    );
    expect(JSON.parse(four.body).items).toHaveLength(4);
    expect(JSON.parse(two.body).items).toHaveLength(2);
  });

  it('does not keep a preview answer, and marks the per-visitor user answer private, no-store', async () => {
    await call('pages?slug=home', {
      headers: { 'x-preview-mode': 'true', cookie: await editorCookie() },
    });
    await env.DB.prepare(
      "UPDATE content_entries SET title = 'Edited' WHERE slug = 'home' AND country = 'sg' AND status = 'draft'",
    ).run();
    const preview = await call('pages?slug=home', {
      headers: { 'x-preview-mode': 'true', cookie: await editorCookie() },
    });
    expect(JSON.parse(preview.body).title).toBe('Edited');
    const user = await call('user', { headers: { 'cf-ipcountry': 'MY' } });
    expect(user.response.headers.get('cache-control')).toBe('private, no-store');
  });
});
