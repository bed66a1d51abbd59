import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ListingQuerySchema } from '../../../client/api/catalogue-contract';
import { facetSql, listingSql, resolveSelection, type Sql } from '../../../worker/db/listing';
import { MINOR_DIGITS } from '../../../client/lib/sites';
import { priceBuckets } from '../../../worker/rules/price-buckets';

/** The plan lines of a statement, as SQLite explains it. */
async function plan(statement: Sql): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).bind(...statement.params).all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** A full scan of a big table: `SCAN products` with no index behind it. */
function fullScans(lines: string[]): string[] {
  return lines.filter((line) => /^SCAN (products|variants|variant_offers|listing|product_texts|reviews)\b/.test(line) && !/USING (COVERING )?INDEX|USING PRIMARY KEY/.test(line));
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
];

describe('every listing and search query uses an index', () => {
  it.each(QUERIES.map((query) => [JSON.stringify(query), query]))('listing and facets of %s', async (_, raw) => {
    const query = ListingQuerySchema.parse(raw);
    const { selection } = await resolveSelection(env.DB, query, { country: 'sg', language: 'en' });
    const statements = [...listingSql(selection, query), ...facetSql(selection, priceBuckets('SGD', MINOR_DIGITS.SGD))];
    for (const statement of statements) {
      const lines = await plan(statement);
      expect(fullScans(lines), `${statement.sql}\n${lines.join('\n')}`).toEqual([]);
    }
  });

  it('recognises a full scan when there is one', async () => {
    expect(fullScans(await plan({ sql: 'SELECT * FROM products WHERE is_new = 1', params: [] }))).toEqual(['SCAN products']);
  });
});
