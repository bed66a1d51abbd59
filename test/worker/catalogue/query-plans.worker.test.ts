import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ListingQuerySchema } from '../../../client/api/catalogue-contract';
import { cellBuckets, cellTotalSql } from '../../../worker/catalogue/facet-counts';
import { facetStatements } from '../../../worker/catalogue/facets';
import { listingSql, resolveSelection, type Sql } from '../../../worker/catalogue/listing';
import { MINOR_DIGITS } from '../../../client/lib/sites';
import { priceBuckets } from '../../../worker/rules/price-buckets';

/** The plan lines of a statement, as SQLite explains it. */
async function plan(statement: Sql): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** A full scan of a big table: `SCAN products` with no index behind it. */
function fullScans(lines: string[]): string[] {
  return lines.filter(
    (line) =>
      /^SCAN (products|variants|variant_offers|listing|facet_cells|product_texts|reviews)\b/.test(
        line,
      ) && !/USING (COVERING )?INDEX|USING PRIMARY KEY/.test(line),
  );
}

const QUERIES = [
  {},
  { brand: 'solenne' },
  { category: 'makeup' },
  { category: 'makeup/lips/lipstick', sort: 'price_asc' },
  { brands: 'solenne,brume', sort: 'newest' },
  { categories: 'lips,face', others: 'new,vegan', sale: '1', sort: 'top_rated' },
  { price_min: '1000', price_max: '5000', sort: 'price_desc', page: '3' },
  { q: 'lipstick', others: 'in_stock' },
  { brand: 'solenne', category: 'skincare', q: 'serum', sale: '1' },
  { category: 'makeup', price_min: '2500', price_max: '9999', sale: '1' },
  // Id lists at every level, bound as JSON arrays (json_each).
  {
    brands: 'solenne,brume',
    categories: 'makeup,lips,lipstick',
    others: 'in_stock',
    sort: 'price_asc',
  },
];

/** A price range that cuts the SGD buckets (1000-5000): counted on listing rows (facet-counts.ts). */
const offBuckets = (query: { price_min?: string }) => query.price_min === '1000';

describe('listing and search queries use an index', () => {
  it.each(QUERIES.map((query) => [JSON.stringify(query), query]))(
    'listing and facets of %s',
    async (_, raw) => {
      const query = ListingQuerySchema.parse(raw);
      const { selection } = await resolveSelection(env.DB, query, {
        country: 'sg',
        language: 'en',
      });
      const statements = [
        ...listingSql(selection, query),
        ...facetStatements(selection, priceBuckets('SGD', MINOR_DIGITS.SGD)),
      ];
      for (const statement of statements) {
        const lines = await plan(statement);
        expect(fullScans(lines), `${statement.sql}\n${lines.join('\n')}`).toEqual([]);
      }
    },
  );

  it.each(
    QUERIES.filter((query) => !('q' in query) && !offBuckets(query)).map((query) => [
      JSON.stringify(query),
      query,
    ]),
  )('counts facets and the total of %s from facet cells, not listing rows', async (_, raw) => {
    const query = ListingQuerySchema.parse(raw);
    const { selection } = await resolveSelection(env.DB, query, { country: 'sg', language: 'en' });
    const buckets = priceBuckets('SGD', MINOR_DIGITS.SGD);
    const range = cellBuckets(selection, buckets);
    expect(range).not.toBeNull();
    for (const statement of [
      ...facetStatements(selection, buckets),
      cellTotalSql(selection, range!),
    ]) {
      const lines = await plan(statement);
      expect(
        lines.filter((line) => /\blisting\b/.test(line)),
        `${statement.sql}\n${lines.join('\n')}`,
      ).toEqual([]);
    }
  });

  it('recognises a full scan when there is one', async () => {
    expect(
      fullScans(await plan({ sql: 'SELECT * FROM products WHERE is_new = 1', params: [] })),
    ).toEqual(['SCAN products']);
  });
});
