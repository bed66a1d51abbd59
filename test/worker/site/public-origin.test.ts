import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  publicOrigins,
  requestPublicOrigin,
} from '../../../worker/site/public-origin';

const SG = 'https://shop.example.com.sg';
const AU = 'https://shop.example.com.au';

describe('publicOrigins', () => {
  it('reads one or several configured origins, as origins', () => {
    expect(
      publicOrigins({
        configured: `${SG}/`,
        development: false,
        requestUrl: 'http://evil.example/x',
      }),
    ).toEqual([SG]);
    expect(
      publicOrigins({
        configured: ` ${SG} , ${AU} `,
        development: false,
        requestUrl: 'http://evil.example/x',
      }),
    ).toEqual([SG, AU]);
  });

  it('falls back to the request origin only in development and test', () => {
    expect(
      publicOrigins({
        configured: '',
        development: true,
        requestUrl: 'http://localhost:8787/about',
      }),
    ).toEqual(['http://localhost:8787']);
    expect(() =>
      publicOrigins({
        configured: '',
        development: false,
        requestUrl: 'https://shop.example.com.sg/',
      }),
    ).toThrow(/PUBLIC_ORIGIN/);
    expect(() =>
      publicOrigins({
        configured: 'not a url',
        development: false,
        requestUrl: 'https://shop.example.com.sg/',
      }),
    ).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe('requestPublicOrigin', () => {
  it('is the configured origin of the request host, else the first; not the Host the request names', () => {
    const configured = `${SG}, ${AU}`;
    expect(requestPublicOrigin({ configured, development: false, requestUrl: `${AU}/about` })).toBe(
      AU,
    );
    expect(
      requestPublicOrigin({
        configured,
        development: false,
        requestUrl: 'http://evil.example/about',
      }),
    ).toBe(SG);
    expect(
      requestPublicOrigin({ configured, development: true, requestUrl: 'http://localhost/about' }),
    ).toBe(SG);
  });
});

describe('absoluteUrl', () => {
  it('keeps a path starting with //, /\\ or / on the origin', () => {
    expect(absoluteUrl(SG, '//brands/x')).toBe(`${SG}/brands/x`);
    expect(absoluteUrl(SG, '/\\evil.example/a', 'language=zh')).toBe(
      `${SG}/evil.example/a?language=zh`,
    );
    expect(absoluteUrl(SG, '/brands/x')).toBe(`${SG}/brands/x`);
  });
});
