import { describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient } from '../../../client/api/client';

describe('API client', () => {
  it('sends the spec §7 headers and never retries by itself', async () => {
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
      .get('layouts/', { user_segments: 'vip' })
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
    expect(await api.send('POST', 'things', { a: 1 })).toEqual({ ok: true });
    expect(request?.headers.get('x-preview-mode')).toBe('true');
    expect(await request?.text()).toBe('{"a":1}');
  });
});
