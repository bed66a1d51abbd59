import { describe, expect, it } from 'vitest';
import { fetchWith } from '../with-env';

/**
 * What Google sign-in changes in a page's headers and context: with GOOGLE_CLIENT_ID, the CSP
 * names exactly Google Identity Services' script, frames, calls and style (on every page: the
 * client router reaches the sign-in page without a new document), the opener policy lets its
 * pop-up answer, and the page context carries the client id; without it, none of that.
 */
const CLIENT_ID = 'headers-test.apps.googleusercontent.com';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('Google sign-in in the page headers', () => {
  it.each(['/', '/sign_in'])('with a client id, %s allows exactly GIS', async (path) => {
    const response = await fetchWith({ GOOGLE_CLIENT_ID: CLIENT_ID }, `http://localhost${path}`);
    const csp = directives(response.headers.get('content-security-policy') ?? '');
    expect(csp.get('script-src')).toContain('https://accounts.google.com/gsi/client');
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    expect(csp.get('connect-src')).toContain('https://accounts.google.com/gsi/');
    expect(csp.get('style-src')).toEqual(["'self'", 'https://accounts.google.com/gsi/style']);
    // Nothing else of Google's: no wildcard, no other path of accounts.google.com.
    const google = [...csp.values()].flat().filter((source) => source.includes('accounts.google'));
    expect(new Set(google)).toEqual(
      new Set([
        'https://accounts.google.com/gsi/client',
        'https://accounts.google.com/gsi/',
        'https://accounts.google.com/gsi/style',
      ]),
    );
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(await response.text()).toContain(`"googleClientId":"${CLIENT_ID}"`);
  });

  it('without a client id, no Google source, the strict opener policy, no client id', async () => {
    const response = await fetchWith({ GOOGLE_CLIENT_ID: '' }, 'http://localhost/sign_in');
    expect(response.headers.get('content-security-policy')).not.toContain('google.com/gsi');
    expect(directives(response.headers.get('content-security-policy') ?? '').has('frame-src')).toBe(
      false,
    );
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(await response.text()).toContain('"googleClientId":null');
  });
});
