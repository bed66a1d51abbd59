import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, SITES } from '../../../client/lib/sites';
import worker from '../../../worker/index';
import { refreshAllLayouts } from '../../../worker/jobs/refresh-layouts';
import { apiFetcher } from '../../../worker/api/api-fetcher';
import { layoutCacheKey } from '../../../worker/layout/cache-key';

afterEach(() => vi.restoreAllMocks());

const SITE_COUNT = COUNTRIES.reduce((sum, country) => sum + SITES[country].languages.length, 0);

/**
 * A fake upstream commerce API: it answers from the embedded API (so the layout is real) and
 * marks its answers, recording every request it was sent.
 */
function fakeUpstream(origin: string) {
  const seen: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    seen.push(request);
    if (new URL(request.url).origin !== origin) throw new Error(`unexpected fetch ${request.url}`);
    const local = new URL(request.url);
    local.host = 'localhost';
    local.protocol = 'http:';
    const ctx = createExecutionContext();
    const answer = await worker.fetch(
      new Request(local, request) as Request<unknown, IncomingRequestCfProperties>,
      { ...env, API_ORIGIN: '' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const layout = (await answer.json()) as { header: { promoBar: string } };
    layout.header.promoBar = `from upstream: ${layout.header.promoBar}`;
    return Response.json(layout);
  });
  return seen;
}

describe('the cron layout warmer', () => {
  it('refreshes every country and language from the embedded API', async () => {
    const ctx = createExecutionContext();
    expect(await refreshAllLayouts(env.LAYOUT_CACHE, apiFetcher(env, ctx), new Date())).toBe(
      SITE_COUNT,
    );
    for (const country of COUNTRIES)
      for (const language of SITES[country].languages)
        expect(
          await env.LAYOUT_CACHE.get(layoutCacheKey({ country, language, segments: [] })),
          `${country} ${language}`,
        ).not.toBeNull();
    const stored = await env.LAYOUT_CACHE.get<{ layout: { country: string; language: string } }>(
      layoutCacheKey({ country: 'th', language: 'th', segments: [] }),
      'json',
    );
    expect(stored?.layout).toMatchObject({ country: 'th', language: 'th' });
  });

  it('in upstream mode (API_ORIGIN) asks the upstream, as the server render does', async () => {
    const seen = fakeUpstream('https://upstream.test');
    const ctx = createExecutionContext();
    const upstreamEnv = { ...env, API_ORIGIN: 'https://upstream.test' };
    expect(
      await refreshAllLayouts(upstreamEnv.LAYOUT_CACHE, apiFetcher(upstreamEnv, ctx), new Date()),
    ).toBe(SITE_COUNT);
    expect(seen).toHaveLength(SITE_COUNT);
    expect(
      seen.every((request) => request.url.startsWith('https://upstream.test/api/web/v1/layouts')),
    ).toBe(true);
    // The client's site headers reach the upstream: the HK site in Chinese asked for itself.
    expect(
      seen.some(
        (request) =>
          request.headers.get('x-site-country') === 'hk' &&
          request.headers.get('accept-language')?.startsWith('zh'),
      ),
    ).toBe(true);
    const stored = await env.LAYOUT_CACHE.get<{ layout: { header: { promoBar: string } } }>(
      layoutCacheKey({ country: 'sg', language: 'en', segments: [] }),
      'json',
    );
    expect(stored?.layout.header.promoBar).toMatch(/^from upstream: /);
  });
});
