import { describe, expect, it } from 'vitest';
import { hostCountry, resolveCountry } from '../../../worker/site/country';

describe('hostCountry', () => {
  it.each([
    ['shop.example.com.au', 'au'],
    ['www.example.hk', 'hk'],
    ['example.co.id:8443', 'id'],
    ['EXAMPLE.COM.MY.', 'my'],
  ])('reads the country of %s from its last label', (host, country) => {
    expect(hostCountry(host)).toBe(country);
  });

  it.each([
    'localhost',
    'localhost:8787',
    '127.0.0.1:8787',
    '[::1]:8787',
    'example.com',
    'example.us',
    '',
    undefined,
  ])('finds no country in %s', (host) => {
    expect(hostCountry(host)).toBeUndefined();
  });
});

describe('resolveCountry', () => {
  it('takes the host first, over header, query and cookie', () => {
    expect(
      resolveCountry({ host: 'shop.example.com.au', header: 'hk', query: 'th', cookie: 'my' }),
    ).toEqual({ country: 'au', source: 'host', writeCookie: false });
  });

  it('takes the edge header when the host names no country', () => {
    expect(resolveCountry({ host: 'localhost', header: 'HK', query: 'th', cookie: 'my' })).toEqual({
      country: 'hk',
      source: 'header',
      writeCookie: false,
    });
  });

  it('lets the country_code query override the cookie and rewrite it', () => {
    expect(resolveCountry({ host: 'localhost', query: ' TH ', cookie: 'my' })).toEqual({
      country: 'th',
      source: 'query',
      writeCookie: true,
    });
  });

  it('does not rewrite a cookie that already holds the queried country', () => {
    expect(resolveCountry({ query: 'my', cookie: 'my' }).writeCookie).toBe(false);
  });

  it('falls back to the cookie, then to SG', () => {
    expect(resolveCountry({ cookie: 'nz' })).toEqual({
      country: 'nz',
      source: 'cookie',
      writeCookie: false,
    });
    expect(resolveCountry({})).toEqual({ country: 'sg', source: 'default', writeCookie: false });
  });

  it('ignores values that are not one of the eight countries', () => {
    expect(resolveCountry({ header: 'us', query: 'xx', cookie: '<script>' })).toEqual({
      country: 'sg',
      source: 'default',
      writeCookie: false,
    });
    expect(resolveCountry({ query: 'sgp', cookie: 'ph' }).country).toBe('ph');
  });
});
