import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import {
  COOKIES,
  cookieName,
  isPrintableCookie,
  writeCookie,
  type CookieKind,
} from '../../../worker/site/cookies';

describe('isPrintableCookie', () => {
  it('accepts token names and printable values', () => {
    expect(isPrintableCookie('locale', 'sg')).toBe(true);
    expect(isPrintableCookie('lng_hk', 'zh')).toBe(true);
  });
  it('rejects separators, spaces and control characters', () => {
    expect(isPrintableCookie('lng hk', 'zh')).toBe(false);
    expect(isPrintableCookie('locale', 's;g')).toBe(false);
    expect(isPrintableCookie('locale', 's g')).toBe(false);
    expect(isPrintableCookie('locale', 'sg\n')).toBe(false);
    expect(isPrintableCookie('', 'sg')).toBe(false);
    expect(isPrintableCookie('locale', 'ü')).toBe(false);
  });
});

describe('the cookie module: every cookie of the store, one set of options', () => {
  async function written(kind: CookieKind, url = 'https://shop.example/', country?: 'hk') {
    const app = new Hono().get('*', (c) => {
      writeCookie(c, kind, 'v1', country);
      return c.text('ok');
    });
    return (await app.request(url)).headers.get('set-cookie') ?? '';
  }

  it('names each cookie as the spec does', () => {
    expect(cookieName('country')).toBe('locale');
    expect(cookieName('language', 'hk')).toBe('lng_hk');
    expect(cookieName('store', 'hk')).toBe('store_hk');
    expect(cookieName('device')).toBe('device-id');
    expect(cookieName('sessionData')).toBe('jwt-data');
    expect(cookieName('sessionSignature')).toBe('jwt-signature');
    expect(cookieName('refreshToken')).toBe('jwt-refresh-token');
    expect(() => cookieName('language')).toThrow(/per country/);
    expect(() => cookieName('store')).toThrow(/per country/);
  });

  it.each(Object.keys(COOKIES) as CookieKind[])(
    'writes %s HttpOnly, SameSite Lax, path /, Secure over https, with its lifetime',
    async (kind) => {
      const header = await written(kind, 'https://shop.example/', 'hk');
      expect(header).toContain(`${cookieName(kind, 'hk')}=v1`);
      expect(header).toContain(`Max-Age=${COOKIES[kind].maxAge}`);
      expect(header).toMatch(/; Path=\//);
      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; Secure/);
      expect(header).toMatch(/; SameSite=Lax/);
    },
  );

  it('is not Secure over plain http (local development), and sessions last 60 days', async () => {
    expect(await written('device', 'http://127.0.0.1:8787/')).not.toMatch(/Secure/);
    expect(COOKIES.sessionData.maxAge).toBe(5_184_000);
    expect(COOKIES.country.maxAge).toBe(365 * 24 * 60 * 60);
  });
});
