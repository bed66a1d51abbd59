import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../../client/lib/return-to';
import { OPEN_REDIRECT_CORPUS } from './open-redirect-corpus';

describe('safeReturnTo', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnTo('/orders/123?x=1#top')).toBe('/orders/123?x=1#top');
    expect(safeReturnTo('%2Fbrands%2Fsolenne')).toBe('/brands/solenne');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/a\nb',
    '',
    null,
    undefined,
    '%E0%A4%A',
  ])('turns %s into /', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});

describe('safeReturnTo against the open-redirect corpus', () => {
  it.each(OPEN_REDIRECT_CORPUS)('%j stays on the site', (path) => {
    for (const value of [path, encodeURIComponent(path)]) {
      expect(new URL(safeReturnTo(value), 'https://shop.example').origin).toBe(
        'https://shop.example',
      );
    }
  });
});
