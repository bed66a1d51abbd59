import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, LayoutSchema, UserSchema } from '../../../client/api/contract';
import { apiHeaders } from '../../../client/api/client';
import type { Country, Language } from '../../../client/lib/sites';
import { editorCookie } from '../preview-session';

const base = 'http://localhost/api/web/v1';

function api(
  path: string,
  init: RequestInit = {},
  site: { country: Country; language: Language } = { country: 'sg', language: 'en' },
) {
  return SELF.fetch(`${base}/${path}`, {
    ...init,
    headers: { ...apiHeaders(site), ...(init.headers as Record<string, string>) },
  });
}

describe('GET layouts/', () => {
  it('answers the layout of the site in its language, in the contract shape', async () => {
    const response = await api('layouts/', {}, { country: 'hk', language: 'zh' });
    expect(response.status).toBe(200);
    const layout = LayoutSchema.parse(await response.json());
    expect(layout.country).toBe('hk');
    expect(layout.language).toBe('zh');
    expect(layout.header.menus.map((m) => m.id)).toEqual([
      'brands',
      'categories',
      'sale',
      'gift-cards',
      'happening',
    ]);
    expect(layout.header.menus[0].label).not.toBe('Brands');
    expect(layout.footer.legal.map((l) => l.href)).toEqual([
      '/pages/privacy-policy',
      '/pages/terms?section=legal-terms',
    ]);
    expect(layout.config.smartLinkExemptedPaths).toContainEqual({
      type: 'absolute',
      value: '/users/unlock',
    });
    expect(layout.welcomeMat.sites).toHaveLength(8);
    expect(layout.header.promoBar).toContain('HK$');
  });

  it('rejects malformed segments with a 400 naming the field, in the language of the request', async () => {
    const response = await api(
      'layouts/?user_segments=%3Cscript%3E',
      {},
      { country: 'th', language: 'th' },
    );
    expect(response.status).toBe(400);
    const body = ApiErrorSchema.parse(await response.json());
    expect(body).toMatchObject({
      statusCode: 400,
      statusMessage: 'Bad Request',
      data: { code: 'VALIDATION_FAILED', field: 'user_segments' },
    });
    expect(body.message).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('GET pages', () => {
  it('answers a published content page', async () => {
    const response = await api('pages?slug=about');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      slug: 'about',
      status: 'published',
      title: 'About us',
    });
  });

  it('answers 404 with the spec error shape for a missing page', async () => {
    const response = await api('pages?slug=missing');
    expect(response.status).toBe(404);
    expect(ApiErrorSchema.parse(await response.json())).toMatchObject({
      message: 'Landing Page not found',
      data: { code: 'LANDING_PAGE_NOT_FOUND' },
    });
  });

  it.each(['', 'UPPER', '../etc', 'x'.repeat(121)])(
    'rejects the slug %j with a 400',
    async (slug) => {
      const response = await api(`pages?slug=${encodeURIComponent(slug)}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { data: { field: string } }).data.field).toBe('slug');
    },
  );

  it('does not show drafts to a request that merely claims preview', async () => {
    const response = await api('pages?slug=overlay-welcome', {
      headers: { 'x-preview-mode': 'true' },
    });
    expect(response.status).toBe(404);
  });

  it('shows drafts with a preview session', async () => {
    const response = await api('pages?slug=home', {
      headers: { 'x-preview-mode': 'true', cookie: await editorCookie() },
    });
    expect(((await response.json()) as { status: string }).status).toBe('draft');
  });
});

describe('GET user and brands', () => {
  it('says a visitor is a guest and where they are from', async () => {
    const body = UserSchema.parse(
      await (await api('user', { headers: { 'cf-ipcountry': 'my' } })).json(),
    );
    expect(body).toEqual({ signedIn: false, tier: null, geoCountry: 'MY', segments: [] });
    expect(
      UserSchema.parse(await (await api('user', { headers: { 'cf-ipcountry': 'XX' } })).json())
        .geoCountry,
    ).toBeNull();
  });

  it('lists the 60 brands, house brand first', async () => {
    const body = (await (await api('brands/')).json()) as {
      total: number;
      items: { houseBrand: boolean }[];
    };
    expect(body.total).toBe(60);
    expect(body.items[0].houseBrand).toBe(true);
  });
});

describe('errors and CSRF', () => {
  it('answers unknown resources with a translated 404', async () => {
    const response = await api('nothing-here', {}, { country: 'id', language: 'id' });
    expect(response.status).toBe(404);
    const body = ApiErrorSchema.parse(await response.json());
    expect(body.data.code).toBe('NOT_FOUND');
    expect(body.message).not.toBe('Resource not found!');
  });

  it('refuses a change from another origin', async () => {
    const response = await api('pages', {
      method: 'POST',
      body: '{}',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(ApiErrorSchema.parse(await response.json()).data.code).toBe('FORBIDDEN_ORIGIN');
  });

  it('refuses a body that is not JSON', async () => {
    const response = await api('pages', {
      method: 'POST',
      body: 'a=1',
      headers: { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the layouts, pages, brands and user paths, pages with its slug parameter', async () => {
    const doc = (await (await api('openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { parameters: { name: string }[] }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/layouts', '/pages', '/brands', '/user']),
    );
    expect(doc.paths['/pages'].get.parameters.map((p) => p.name)).toContain('slug');
  });
});

describe('the API reads Accept-Language as pages do (one parser, q-values count)', () => {
  it.each([
    ['en;q=0.1, zh-HK;q=0.9', '找不到相關資源！'],
    ['zh-HK;q=0, en', 'Resource not found!'],
    ['fr, zh;q=0.5', '找不到相關資源！'],
  ])('Accept-Language %s on the HK site', async (acceptLanguage, message) => {
    const response = await SELF.fetch(`${base}/no-such-resource`, {
      headers: { 'x-site-country': 'hk', 'accept-language': acceptLanguage },
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });
});
