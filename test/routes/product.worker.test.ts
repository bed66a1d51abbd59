import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { purchasabilitySql, type Purchasability } from '../../client/lib/commerce-rules';
import type { ProductButtonState } from '../../client/lib/product-button';
import { get } from '../worker/helpers';

/**
 * The product page's button and its JSON-LD offer say what the purchasability verdict
 * (client/lib/commerce-rules.ts) says, here computed by its SQL over the seeded rows: one
 * seeded shade of each verdict (and limited or not), as a guest sees it now (in Singapore
 * where it can: Singapore sells every variant, so "not sold here" is found in another country).
 */
const EXPECTED: Record<
  Purchasability,
  (limited: boolean) => { button: ProductButtonState; availability: string | undefined }
> = {
  not_sold_here: () => ({ button: 'unavailable', availability: undefined }),
  not_launched: () => ({ button: 'remind_me', availability: 'PreOrder' }),
  priority_access: () => ({ button: 'priority_access', availability: 'PreSale' }),
  sold_out: (limited) =>
    limited
      ? { button: 'out_of_stock', availability: 'SoldOut' }
      : { button: 'waitlist_me', availability: 'OutOfStock' },
  purchasable: () => ({ button: 'add_to_bag', availability: 'InStock' }),
};

describe('/products/{slug}?shade=…: the button and the JSON-LD follow the purchasability verdict', () => {
  it('for a shade of every verdict in the seed', async () => {
    const verdict = purchasabilitySql({
      stock: 'o.stock',
      launchAt: 'p.launch_at',
      priorityTier: 'p.priority_tier',
      priorityUntil: 'p.priority_until',
      shopperRank: '-1',
      now: '?1',
    });
    const { results } = await env.DB.prepare(
      `SELECT verdict, limited, country, slug, sku FROM (
         SELECT ${verdict} AS verdict, p.is_limited AS limited, l.country, p.slug, v.sku,
                ROW_NUMBER() OVER (PARTITION BY ${verdict}, p.is_limited ORDER BY l.country = 'sg' DESC, v.id) AS n
         FROM listing l JOIN products p ON p.id = l.product_id JOIN variants v ON v.product_id = p.id
         LEFT JOIN variant_offers o ON o.variant_id = v.id AND o.country = l.country
       ) WHERE n = 1 ORDER BY verdict, limited`,
    )
      .bind(new Date().toISOString())
      .all<{
        verdict: Purchasability;
        limited: number;
        country: string;
        slug: string;
        sku: string;
      }>();
    // The seed has every verdict, and sold-out shades both limited and not.
    expect(new Set(results.map((row) => row.verdict))).toEqual(new Set(Object.keys(EXPECTED)));
    expect(results.filter((row) => row.verdict === 'sold_out')).toHaveLength(2);

    for (const row of results) {
      const response = await get(
        `http://localhost/products/${row.slug}?shade=${encodeURIComponent(row.sku)}`,
        { 'x-site-country': row.country },
      );
      expect(response.status, row.slug).toBe(200);
      const html = await response.text();
      expect(
        {
          button: /data-state="([a-z_]+)"/.exec(html)?.[1],
          availability: /"availability":"https:\/\/schema.org\/([A-Za-z]+)"/.exec(html)?.[1],
        },
        `${row.verdict} ${row.country} ${row.slug} ${row.sku}`,
      ).toEqual(EXPECTED[row.verdict](row.limited === 1));
    }
  });
});
