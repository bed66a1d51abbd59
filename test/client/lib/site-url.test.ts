import { describe, expect, it } from 'vitest';
import { siteUrl, withSiteLanguage, writeLanguage } from '../../../client/lib/site-url';

describe('siteUrl: the language in a URL, one rule', () => {
  it('leaves the default language out and writes any other as ?language=', () => {
    expect(siteUrl('/brands', { country: 'hk', language: 'en' })).toBe('/brands');
    expect(siteUrl('/brands', { country: 'hk', language: 'zh' })).toBe('/brands?language=zh');
    expect(siteUrl('/', { country: 'th', language: 'th' })).toBe('/');
    expect(siteUrl('/', { country: 'th', language: 'en' })).toBe('/?language=en');
  });

  it('keeps the rest of the query and drops language_code and a stale language', () => {
    const query = new URLSearchParams('sort=new&language_code=zh&language=zh');
    expect(siteUrl('/brands', { country: 'hk', language: 'en' }, { query })).toBe(
      '/brands?sort=new',
    );
    expect(siteUrl('/brands', { country: 'hk', language: 'zh' }, { query })).toBe(
      '/brands?sort=new&language=zh',
    );
    expect(query.toString()).toBe('sort=new&language_code=zh&language=zh');
  });

  it('is absolute with an origin, and keeps a //host or /\\host path on this site', () => {
    expect(
      siteUrl('/brands/x', { country: 'sg', language: 'en' }, { origin: 'https://shop.example' }),
    ).toBe('https://shop.example/brands/x');
    expect(
      siteUrl(
        '//evil.example',
        { country: 'my', language: 'zh' },
        { origin: 'https://shop.example' },
      ),
    ).toBe('https://shop.example/evil.example?language=zh');
    expect(siteUrl('/\\evil.example', { country: 'sg', language: 'en' })).toBe('/evil.example');
  });

  it('writeLanguage and withSiteLanguage agree', () => {
    const query = new URLSearchParams('q=serum');
    expect(writeLanguage(query, 'id', 'id').toString()).toBe('q=serum');
    expect(withSiteLanguage(query, { country: 'id', language: 'en' }).toString()).toBe(
      'q=serum&language=en',
    );
  });
});
