import { describe, expect, it } from 'vitest';
import { decideSiteRedirect, type RedirectInput } from '../../../worker/site/redirects';
import { OPEN_REDIRECT_CORPUS } from '../../client/lib/open-redirect-corpus';

function decide(url: string, rest: Partial<RedirectInput> = {}) {
  // Concatenated, not resolved: `//host` must stay a path here as it does in a request line.
  const parsed = new URL(`http://localhost${url}`);
  return decideSiteRedirect({
    path: parsed.pathname,
    query: parsed.searchParams,
    country: 'sg',
    languageCookie: undefined,
    acceptLanguage: undefined,
    ...rest,
  });
}

describe('decideSiteRedirect', () => {
  it('sends a legacy brand slug to its current slug for good, keeping sub-path and query', () => {
    expect(decide('/brands/lumiere/makeup?sort=newest')).toEqual({
      location: '/brands/lumiere-atelier/makeup?sort=newest',
      status: 301,
    });
  });

  it('applies route rules', () => {
    expect(decide('/sale?utm=x')).toEqual({ location: '/pages/sale?utm=x', status: 301 });
  });

  it('removes a language prefix, applying and storing the language', () => {
    expect(decide('/zh/brands/solenne', { country: 'hk' })).toEqual({
      location: '/brands/solenne?language=zh',
      status: 302,
      storeLanguage: 'zh',
    });
    expect(decide('/en', { country: 'th' })).toEqual({
      location: '/?language=en',
      status: 302,
      storeLanguage: 'en',
    });
    expect(decide('/th/about', { country: 'th' })).toEqual({
      location: '/about',
      status: 302,
      storeLanguage: 'th',
    });
  });

  it('removes a prefix of a language the country lacks without applying it', () => {
    expect(decide('/zh/about', { country: 'sg' })).toEqual({
      location: '/about',
      status: 302,
      storeLanguage: undefined,
    });
  });

  it('does not take paths that only start like a prefix', () => {
    expect(decide('/english')).toBeUndefined();
    expect(decide('/idea')).toBeUndefined();
  });

  it('sends the default language to the clean URL and stores it', () => {
    expect(decide('/about?language=en&x=1', { country: 'hk', languageCookie: 'zh' })).toEqual({
      location: '/about?x=1',
      status: 302,
      storeLanguage: 'en',
    });
    expect(decide('/?language=th', { country: 'th' })).toEqual({
      location: '/',
      status: 302,
      storeLanguage: 'th',
    });
  });

  it('rewrites language_code as language', () => {
    expect(decide('/about?language_code=zh', { country: 'hk' })).toEqual({
      location: '/about?language=zh',
      status: 302,
      storeLanguage: 'zh',
    });
  });

  it('keeps a canonical non-default language as it is', () => {
    expect(decide('/about?x=1&language=zh', { country: 'hk' })).toBeUndefined();
  });

  it('drops an invalid language', () => {
    expect(decide('/about?language=th', { country: 'sg' })).toEqual({
      location: '/about',
      status: 302,
      storeLanguage: undefined,
    });
  });

  it('on a first visit to / follows Accept-Language to another language of the country', () => {
    expect(decide('/', { country: 'hk', acceptLanguage: 'zh-HK,zh;q=0.9' })).toEqual({
      location: '/?language=zh',
      status: 302,
    });
    expect(decide('/', { country: 'th', acceptLanguage: 'en-GB' })).toEqual({
      location: '/?language=en',
      status: 302,
    });
    expect(decide('/', { country: 'th', acceptLanguage: 'th' })).toBeUndefined();
    expect(decide('/about', { country: 'hk', acceptLanguage: 'zh' })).toBeUndefined();
    expect(decide('/', { country: 'sg', acceptLanguage: 'zh' })).toBeUndefined();
  });

  it('keeps a remembered non-default language in the URL', () => {
    expect(decide('/', { country: 'hk', languageCookie: 'zh', acceptLanguage: 'en' })).toEqual({
      location: '/?language=zh',
      status: 302,
    });
    expect(
      decide('/about', { country: 'hk', languageCookie: 'en', acceptLanguage: 'zh' }),
    ).toBeUndefined();
  });
});

describe('decideSiteRedirect never leaves the site', () => {
  const ORIGIN = 'http://localhost';
  const offSite = (location: string | undefined) =>
    location !== undefined && new URL(location, ORIGIN).origin !== ORIGIN;
  // The URL parser turns `\` into `/` and drops tabs and newlines: decide on what it gives.
  const pathOf = (path: string) => new URL(`${ORIGIN}${path}`).pathname;
  const branches: Record<string, (path: string) => RedirectInput> = {
    'language prefix': (path) => ({
      path: pathOf(`/en${path}`),
      query: new URLSearchParams(),
      country: 'sg',
      languageCookie: undefined,
      acceptLanguage: undefined,
    }),
    'language query': (path) => ({
      path: pathOf(path),
      query: new URLSearchParams('language_code=en'),
      country: 'sg',
      languageCookie: undefined,
      acceptLanguage: undefined,
    }),
    'default language query': (path) => ({
      path: pathOf(path),
      query: new URLSearchParams('language=en'),
      country: 'hk',
      languageCookie: 'zh',
      acceptLanguage: undefined,
    }),
    'remembered language': (path) => ({
      path: pathOf(path),
      query: new URLSearchParams(),
      country: 'hk',
      languageCookie: 'zh',
      acceptLanguage: undefined,
    }),
    'legacy brand slug': (path) => ({
      path: pathOf(`/brands/lumiere${path}`),
      query: new URLSearchParams(),
      country: 'sg',
      languageCookie: undefined,
      acceptLanguage: undefined,
    }),
    'route rule to the path': (path) => ({
      path: '/x',
      query: new URLSearchParams(),
      country: 'sg',
      languageCookie: undefined,
      acceptLanguage: undefined,
      rules: { '/x': { redirect: { to: path, status: 301 } } },
    }),
  };

  for (const [branch, input] of Object.entries(branches)) {
    it.each(OPEN_REDIRECT_CORPUS)(`${branch}: %j`, (path) => {
      const redirect = decideSiteRedirect(input(path));
      expect(redirect, 'the branch answers a redirect').toBeDefined();
      expect(offSite(redirect?.location), redirect?.location).toBe(false);
    });
  }

  it('collapses the doubled slash after a language prefix', () => {
    expect(decide('/en//evil.example')?.location).toBe('/evil.example');
    expect(decide('//evil.example?language_code=en')?.location).toBe('/evil.example');
  });
});
