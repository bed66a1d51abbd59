import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  hasFilters,
  parseSelection,
  selectionParams,
  toggle,
  withoutFilters,
} from '../../../client/lib/listing-url';

const parse = (query: string) => parseSelection(new URLSearchParams(query));

describe('parseSelection', () => {
  it('reads every filter, the sort and the pages shown', () => {
    expect(
      parse(
        'q=%20rouge%20&brands=b,a&categories=lips&price=1000-2999&others=vegan,new&sale=1&sort=newest&page=3',
      ),
    ).toEqual({
      q: 'rouge',
      brands: ['b', 'a'],
      categories: ['lips'],
      price: { min: 1000, max: 2999 },
      others: ['vegan', 'new'],
      sale: true,
      sort: 'newest',
      page: 3,
    });
  });

  it('takes repeated parameters as a plain HTML form sends them', () => {
    expect(parse('brands=a&brands=b&others=new').brands).toEqual(['a', 'b']);
  });

  it('drops what it cannot use instead of failing: a stale or edited link still lists', () => {
    expect(
      parse('sort=cheapest&page=-2&price=5000-100&others=shiny,new&brands=UPPER,ok&q='),
    ).toEqual({
      q: undefined,
      brands: ['ok'],
      categories: [],
      price: undefined,
      others: ['new'],
      sale: false,
      sort: 'featured',
      page: 1,
    });
    expect(parse('page=9999').page).toBe(40);
    expect(parse('price=5000-').price).toEqual({ min: 5000, max: null });
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(100);
  });
});

describe('selectionParams', () => {
  it('writes one canonical order and leaves defaults out', () => {
    const a = selectionParams(parse('brands=b,a&sort=featured&others=vegan,new&page=1'));
    const b = selectionParams(parse('others=new,vegan&brands=a,b'));
    expect(a.toString()).toBe(b.toString());
    expect(a.toString()).toBe('brands=a%2Cb&others=new%2Cvegan');
  });

  it('keeps the language', () => {
    expect(
      selectionParams(parse('sale=1'), new URLSearchParams('language=zh&x=1')).toString(),
    ).toBe('sale=1&language=zh');
  });
});

describe('toggle, reset and the API query', () => {
  it('toggles a value and goes back to the first page', () => {
    const selection = parse('brands=a&page=3');
    expect(toggle(selection, 'brands', 'b')).toMatchObject({ brands: ['a', 'b'], page: 1 });
    expect(toggle(selection, 'brands', 'a').brands).toEqual([]);
  });

  it('knows when there is something to reset, and resets it', () => {
    expect(hasFilters(parse('sort=newest&q=x'))).toBe(false);
    expect(hasFilters(parse('sale=1'))).toBe(true);
    expect(withoutFilters(parse('q=x&sale=1&brands=a&sort=newest&page=2'))).toEqual(
      parse('q=x&sort=newest'),
    );
  });

  it('asks the API for one page within the page context', () => {
    expect(
      apiQuery(
        parse('brands=b,a&price=100-&sort=price_asc'),
        { brand: 'solenne', category: 'makeup/lips' },
        2,
      ),
    ).toEqual({
      brand: 'solenne',
      category: 'makeup/lips',
      q: undefined,
      brands: 'a,b',
      categories: undefined,
      price_min: '100',
      price_max: undefined,
      others: undefined,
      sale: undefined,
      sort: 'price_asc',
      page: '2',
    });
  });
});
