import { describe, expect, it } from 'vitest';
import {
  clearFixed,
  keptFields,
  listingHref,
} from '../../../../client/features/listing/listing-href';
import { parseSelection, type ListingSelection } from '../../../../client/lib/listing-url';

const selection = (query: string): ListingSelection => parseSelection(new URLSearchParams(query));

describe('listingHref', () => {
  it('is the path alone for the default selection', () => {
    expect(listingHref('/brands/dior', new URLSearchParams(), selection(''), undefined)).toBe(
      '/brands/dior',
    );
  });

  it('writes the selection into the query', () => {
    const href = listingHref(
      '/categories/makeup',
      new URLSearchParams(),
      selection('brands=dior,chanel&sort=price_asc'),
      undefined,
    );
    const url = new URL(href, 'https://shop.test');
    expect(url.pathname).toBe('/categories/makeup');
    expect(url.searchParams.get('brands')).toBe('chanel,dior');
    expect(url.searchParams.get('sort')).toBe('price_asc');
  });

  it("never writes the page's fixed filters into the URL", () => {
    const href = listingHref(
      '/sale',
      new URLSearchParams(),
      { ...selection('brands=dior'), sale: true },
      { sale: true },
    );
    expect(new URL(href, 'https://shop.test').searchParams.has('sale')).toBe(false);
    expect(href).toContain('brands=dior');
  });
});

describe('keptFields', () => {
  it('keeps the search words, a sort other than the default and the language asked for', () => {
    expect(
      keptFields(selection('q=lip&sort=newest'), new URLSearchParams('language=th&x=1')),
    ).toEqual({ q: 'lip', sort: 'newest', language: 'th' });
  });

  it('keeps nothing for a default selection', () => {
    expect(keptFields(selection(''), new URLSearchParams())).toEqual({});
  });
});

describe('clearFixed', () => {
  it('turns the fixed filters off so they do not count as something to reset', () => {
    expect(clearFixed({ sale: true })).toEqual({ sale: false });
    expect(clearFixed(undefined)).toEqual({});
  });
});
