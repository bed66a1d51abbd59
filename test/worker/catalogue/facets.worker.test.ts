import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ListingQuerySchema } from '../../../client/api/catalogue-contract';
import type { Country, Language } from '../../../client/lib/sites';
import { countryBuckets } from '../../../worker/catalogue/facet-cells';
import { cellBuckets, cellTotalSql } from '../../../worker/catalogue/facet-counts';
import { countFacets } from '../../../worker/catalogue/facets';
import { listingSql, resolveSelection } from '../../../worker/catalogue/listing';

type Site = { country: Country; language: Language };
const SG: Site = { country: 'sg', language: 'en' };

/** Brand, category and content-page selections, filtered and not; price ranges on SGD bucket bounds. */
const SELECTIONS: [Record<string, string>, Site][] = [
  [{}, SG],
  [{ sale: '1' }, SG],
  [{ brand: 'solenne' }, SG],
  [{ brand: 'solenne', category: 'skincare' }, SG],
  [{ category: 'makeup' }, SG],
  [{ category: 'makeup/face' }, SG],
  [{ category: 'makeup/lips/lipstick', others: 'in_stock' }, SG],
  [{ category: 'makeup', others: 'in_stock', sale: '1' }, SG],
  [{ brands: 'solenne,brume', categories: 'lips,skincare', others: 'new,vegan' }, SG],
  [{ category: 'skincare', price_min: '2500', price_max: '9999', brands: 'brume' }, SG],
  [{ price_min: '20000', others: 'exclusive,limited' }, SG],
  [{ price_max: '2499', sale: '1', categories: 'makeup' }, SG],
  [
    { category: 'makeup', brands: 'solenne' },
    { country: 'th', language: 'th' },
  ],
  [
    { others: 'in_stock', price_min: '250000', price_max: '499999' },
    { country: 'id', language: 'id' },
  ],
];

describe('facet counts kept in cells', () => {
  it.each(SELECTIONS.map(([raw, site]) => [JSON.stringify(raw), site.country, raw, site] as const))(
    '%s in %s: the same counts and total as the listing rows',
    async (_, __, raw, site) => {
      const query = ListingQuerySchema.parse(raw);
      const { selection } = await resolveSelection(env.DB, query, site);
      const buckets = countryBuckets(site.country);
      const range = cellBuckets(selection, buckets);
      expect(range, 'cells can answer this selection').not.toBeNull();
      const fromCells = await countFacets(env.DB, selection, buckets, range);
      const fromRows = await countFacets(env.DB, selection, buckets, null);
      expect(fromCells).toEqual(fromRows);
      expect(fromCells.byBrand.size).toBeGreaterThan(0);

      const cellTotal = cellTotalSql(selection, range!);
      const [, rowTotal] = listingSql(selection, query);
      const total = async (statement: { sql: string; params: unknown[] }) =>
        env.DB.prepare(statement.sql)
          .bind(...statement.params)
          .first<number>('total');
      expect(await total(cellTotal)).toBe(await total(rowTotal));
    },
  );

  it('leaves searches and price ranges off the buckets to the listing rows', async () => {
    const buckets = countryBuckets('sg');
    const { selection: search } = await resolveSelection(
      env.DB,
      ListingQuerySchema.parse({ q: 'serum' }),
      SG,
    );
    expect(cellBuckets(search, buckets)).toBeNull();
    const { selection: typed } = await resolveSelection(
      env.DB,
      ListingQuerySchema.parse({ price_min: '2600' }),
      SG,
    );
    expect(cellBuckets(typed, buckets)).toBeNull();
    const { selection: aligned } = await resolveSelection(
      env.DB,
      ListingQuerySchema.parse({ price_min: '2500', price_max: '9999' }),
      SG,
    );
    expect(cellBuckets(aligned, buckets)).toEqual({ from: 1, to: 2 });
  });
});
