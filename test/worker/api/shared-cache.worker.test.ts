import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { apiHeaders } from '../../../client/api/client';
import worker from '../../../worker/index';
import { editorCookie } from '../preview-session';

const cached = { ...env, API_EDGE_CACHE: 'on' };

async function call(
  path: string,
  init: RequestInit = {},
  site: { country: 'sg' | 'hk'; language: 'en' } = { country: 'sg', language: 'en' },
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
    cached,
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
