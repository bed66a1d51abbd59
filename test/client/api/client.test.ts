import { describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient } from '../../../client/api/client';

describe('API client', () => {
  it("sends the API's request headers and does not retry a 503 by itself", async () => {
    const seen: Request[] = [];
    const api = createApiClient(
      { country: 'hk', language: 'zh' },
      'https://shop.example.hk',
      async (request) => {
        seen.push(request);
        return new Response(
          JSON.stringify({
            message: 'x',
            statusCode: 503,
            statusMessage: 'Service Unavailable',
            data: { code: 'DOWN' },
          }),
          { status: 503 },
        );
      },
    );
    const failure = await api
      .call('layout', { query: { user_segments: 'vip' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(503);
    expect((failure as ApiRequestError).body?.data.code).toBe('DOWN');
    expect(seen).toHaveLength(1);
    const request = seen[0];
    expect(request.url).toBe('https://shop.example.hk/api/web/v1/layouts/?user_segments=vip');
    expect(Object.fromEntries(request.headers)).toMatchObject({
      'content-type': 'application/json',
      'x-platform': 'web',
      'x-app-platform': 'web_desktop',
      'x-app-version': '1.0.0',
      'x-swa': 'web',
      'accept-language': 'zh-HK',
      'x-site-country': 'hk',
    });
    expect(request.headers.has('x-preview-mode')).toBe(false);
  });

  it('says X-Preview-Mode in preview and sends JSON bodies', async () => {
    let request: Request | undefined;
    const api = createApiClient(
      { country: 'th', language: 'th', preview: true },
      'http://x',
      async (r) => {
        request = r;
        return new Response(JSON.stringify({ ok: true }));
      },
    );
    expect(await api.call('subscribeReminder', { body: { productId: 7 } })).toEqual({ ok: true });
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://x/api/web/v1/notification-subscription/subscribe');
    expect(request?.headers.get('x-preview-mode')).toBe('true');
    expect(await request?.text()).toBe('{"productId":7}');
  });

  it('takes method and path from the operations table, path parameters encoded', async () => {
    const seen: Request[] = [];
    const api = createApiClient({ country: 'sg', language: 'en' }, 'http://x', async (r) => {
      seen.push(r);
      return new Response(JSON.stringify({}));
    });
    await api.call('productBySlug', { params: { slug: 'a/b c' } });
    await api.call('setWaitlisted', { params: { variantId: 12 }, body: { waitlisted: true } });
    await api.call('searchDropdown', { query: { q: undefined } });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET http://x/api/web/v1/products/a%2Fb%20c',
      'PATCH http://x/api/web/v1/waitlist/12',
      'GET http://x/api/web/v1/components/search-input-dropdown/',
    ]);
  });

  it("sends a bag change's Idempotency-Key beside the API's request headers", async () => {
    let request: Request | undefined;
    const api = createApiClient({ country: 'sg', language: 'en' }, 'http://x', async (r) => {
      request = r;
      return new Response(JSON.stringify({}));
    });
    await api.call('setLineQuantity', {
      params: { id: 5 },
      body: { quantity: 2 },
      headers: { 'Idempotency-Key': 'key-12345678' },
    });
    expect(request?.headers.get('idempotency-key')).toBe('key-12345678');
    expect(request?.headers.get('x-site-country')).toBe('sg');
  });

  it('drops an error body that is not an API error body', async () => {
    const api = createApiClient({ country: 'sg', language: 'en' }, 'http://x', async () => {
      return new Response('"bad gateway"', {
        status: 502,
      });
    });
    const failure = await api.call('user').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).body).toBeUndefined();
  });
});
