import { describe, expect, it } from 'vitest';
import { preferredLanguage, resolveLanguage } from '../../../worker/site/language';

describe('resolveLanguage', () => {
  it('takes the query first and stores a changed choice', () => {
    expect(resolveLanguage({ country: 'hk', query: 'zh', cookie: 'en' })).toEqual({
      language: 'zh',
      source: 'query',
      writeCookie: true,
    });
    expect(resolveLanguage({ country: 'hk', query: 'ZH', cookie: 'zh' })).toEqual({
      language: 'zh',
      source: 'query',
      writeCookie: false,
    });
  });

  it('then the country language cookie, else the country default', () => {
    expect(resolveLanguage({ country: 'th', cookie: 'en' })).toEqual({
      language: 'en',
      source: 'cookie',
      writeCookie: false,
    });
    expect(resolveLanguage({ country: 'th' })).toEqual({
      language: 'th',
      source: 'default',
      writeCookie: false,
    });
    expect(resolveLanguage({ country: 'id' }).language).toBe('id');
    expect(resolveLanguage({ country: 'sg' }).language).toBe('en');
  });

  it('ignores a language the country does not offer', () => {
    expect(resolveLanguage({ country: 'sg', query: 'zh', cookie: 'th' })).toEqual({
      language: 'en',
      source: 'default',
      writeCookie: false,
    });
    expect(resolveLanguage({ country: 'hk', query: 'fr', cookie: 'zh' }).language).toBe('zh');
  });
});

describe('preferredLanguage', () => {
  it('picks the best-weighted language the country offers', () => {
    expect(preferredLanguage('zh-HK,zh;q=0.9,en;q=0.8', 'hk')).toBe('zh');
    expect(preferredLanguage('fr-FR,en;q=0.5,th;q=0.9', 'th')).toBe('th');
    expect(preferredLanguage('en-US,en;q=0.9', 'th')).toBe('en');
  });

  it('finds nothing when no offered language is wanted', () => {
    expect(preferredLanguage('fr,de;q=0.8', 'hk')).toBeUndefined();
    expect(preferredLanguage('zh;q=0', 'hk')).toBeUndefined();
    expect(preferredLanguage(undefined, 'hk')).toBeUndefined();
    expect(preferredLanguage(';;;,q=abc', 'hk')).toBeUndefined();
  });
});
