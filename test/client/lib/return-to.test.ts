import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../../client/lib/return-to';

describe('safeReturnTo', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnTo('/orders/123?x=1#top')).toBe('/orders/123?x=1#top');
    expect(safeReturnTo('%2Fbrands%2Fsolenne')).toBe('/brands/solenne');
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example', '/a\nb', '', null, undefined, '%E0%A4%A'])(
    'turns %s into /',
    (value) => {
      expect(safeReturnTo(value)).toBe('/');
    },
  );
});
