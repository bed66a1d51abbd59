import { describe, expect, it } from 'vitest';
import { ROUTE_RULES } from '../../../routes/rules';
import { get } from '../helpers';
import { OPEN_REDIRECT_CORPUS } from '../../client/lib/open-redirect-corpus';

/**
 * Every redirect the worker answers from a request path stays on the site: each corpus path
 * goes through the real worker in every branch that builds a Location from the path, and the
 * Location, resolved against the site's origin, must have that origin.
 */
interface Branch {
  origin: string;
  url: (path: string) => string;
  cookie?: string;
}

const BRANCHES: Record<string, Branch> = {
  'language prefix': { origin: 'http://localhost', url: (path) => `/en${path}` },
  'language_code query': { origin: 'http://localhost', url: (path) => `${path}?language_code=en` },
  'language query': {
    origin: 'http://shop.example.hk',
    url: (path) => `${path}?language=en`,
    cookie: 'lng_hk=zh',
  },
  'remembered language': {
    origin: 'http://shop.example.hk',
    url: (path) => path,
    cookie: 'lng_hk=zh',
  },
  'legacy brand slug': { origin: 'http://localhost', url: (path) => `/brands/lumiere${path}` },
  'preview token exchange': {
    origin: 'http://localhost',
    url: (path) => `/preview${path}?token=test-preview-token`,
  },
};

describe('redirects stay on the site', () => {
  for (const [name, branch] of Object.entries(BRANCHES)) {
    it.each(OPEN_REDIRECT_CORPUS)(`${name}: %j`, async (path) => {
      const response = await get(
        `${branch.origin}${branch.url(path)}`,
        branch.cookie ? { cookie: branch.cookie } : {},
      );
      expect([301, 302]).toContain(response.status);
      const location = response.headers.get('location') ?? '';
      expect(new URL(location, branch.origin).origin, location).toBe(branch.origin);
    });
  }

  it.each(OPEN_REDIRECT_CORPUS)('page data for a prefixed path (409): %j', async (path) => {
    const response = await get(`http://localhost/en${path}/_payload.json?v=1`);
    expect(response.status).toBe(409);
    const { redirect } = (await response.json()) as { redirect: string };
    expect(new URL(redirect, 'http://localhost').origin, redirect).toBe('http://localhost');
  });

  // Branches whose Location does not carry the request path: route rules (their targets, with
  // the corpus as a rule's target, are in redirects.test.ts) and the first visit to `/`.
  it.each(Object.keys(ROUTE_RULES).filter((pattern) => ROUTE_RULES[pattern].redirect))(
    'route rule %s',
    async (pattern) => {
      const response = await get(
        `http://localhost${pattern}?next=${encodeURIComponent('//evil.example')}`,
      );
      expect([301, 302, 307, 308]).toContain(response.status);
      expect(new URL(response.headers.get('location') ?? '', 'http://localhost').origin).toBe(
        'http://localhost',
      );
    },
  );

  it('first visit following Accept-Language', async () => {
    const response = await get('http://shop.example.hk/', { 'accept-language': 'zh-HK' });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '', 'http://shop.example.hk').origin).toBe(
      'http://shop.example.hk',
    );
  });

  it('answers the reported case with the path on this site', async () => {
    const response = await get('http://localhost/en//evil.example');
    expect(response.headers.get('location')).toBe('/evil.example');
  });
});
