import { describe, expect, it } from 'vitest';
import { sitePath } from '../../../client/lib/site-path';
import { OPEN_REDIRECT_CORPUS } from './open-redirect-corpus';

const ORIGIN = 'https://shop.example.com.sg';

describe('sitePath', () => {
  it('keeps an ordinary path as it is', () => {
    expect(sitePath('/brands/solenne')).toBe('/brands/solenne');
    expect(sitePath('/')).toBe('/');
    expect(sitePath('/a//b\\c')).toBe('/a//b\\c');
    expect(sitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('collapses leading slashes and backslashes to one slash', () => {
    expect(sitePath('//evil.example')).toBe('/evil.example');
    expect(sitePath('///evil.example/x')).toBe('/evil.example/x');
    expect(sitePath('/\\evil.example')).toBe('/evil.example');
    expect(sitePath('\\/\\evil.example')).toBe('/evil.example');
  });

  it('drops the tabs and newlines a browser would drop before reading the slashes', () => {
    expect(sitePath('/\t/evil.example')).toBe('/evil.example');
    expect(sitePath('/\r\n\\evil.example')).toBe('/evil.example');
    expect(sitePath('/about\u0000')).toBe('/about');
  });

  it('makes a path out of anything that is not one', () => {
    expect(sitePath('')).toBe('/');
    expect(sitePath('evil.example')).toBe('/evil.example');
    expect(sitePath('https://evil.example')).toBe('/https://evil.example');
  });

  it.each(OPEN_REDIRECT_CORPUS)('%j stays on the site', (path) => {
    const location = sitePath(path);
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
  });
});
