import type { ProductCard } from '../../client/api/catalogue-contract';
import { inStockSql } from '../../client/lib/commerce-rules';
import { productImageUrl } from '../../client/lib/images';
import { SITES, type Country, type Language } from '../../client/lib/sites';
import { priorityOf, ratingOf, type ProductBaseRow } from './product-row';

interface CardRow extends ProductBaseRow {
  name: string | null;
  name_en: string;
  variant_id: number;
  shade_hex: string | null;
  shade_count: number;
  price_minor: number;
  compare_at_minor: number | null;
  in_stock: number;
  on_sale: number;
}

/**
 * Product cards for ids, in the order given, for one country and language. A product not
 * sold in the country is left out. The card's variant (what its button adds) is the first in
 * stock, else the first; its price is the lowest of the product ("from"), as listings sort and
 * filter by it, with the price it replaced when that variant is reduced.
 */
export async function loadCards(
  db: D1Database,
  productIds: readonly number[],
  site: { country: Country; language: Language },
): Promise<ProductCard[]> {
  if (productIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `WITH wanted(id, ord) AS (SELECT value, key FROM json_each(?1)),
       offers AS (
         SELECT v.product_id, v.id AS variant_id, v.shade_hex, v.position, o.price_minor, o.compare_at_minor, o.stock,
                ROW_NUMBER() OVER (PARTITION BY v.product_id ORDER BY ${inStockSql('o.stock')} DESC, v.position, v.id) AS pick,
                ROW_NUMBER() OVER (PARTITION BY v.product_id ORDER BY o.price_minor, v.position, v.id) AS cheapest,
                COUNT(*) OVER (PARTITION BY v.product_id) AS variant_count,
                MAX(${inStockSql('o.stock')}) OVER (PARTITION BY v.product_id) AS any_stock,
                MAX(o.compare_at_minor IS NOT NULL) OVER (PARTITION BY v.product_id) AS any_sale
         FROM wanted w JOIN variants v ON v.product_id = w.id
         JOIN variant_offers o ON o.variant_id = v.id AND o.country = ?2
       )
       SELECT p.id, p.slug, t.name, en.name AS name_en, b.slug AS brand_slug, b.name AS brand_name,
              p.is_new, p.is_exclusive, p.is_limited, p.cnc_only, p.launch_at, p.priority_tier, p.priority_until,
              p.rating_sum, p.rating_count, top.slug AS top_slug,
              o.variant_id, o.shade_hex, o.variant_count AS shade_count, c.price_minor, c.compare_at_minor, o.any_stock AS in_stock, o.any_sale AS on_sale
       FROM wanted w
       JOIN products p ON p.id = w.id
       JOIN offers o ON o.product_id = p.id AND o.pick = 1
       JOIN offers c ON c.product_id = p.id AND c.cheapest = 1
       JOIN brands b ON b.id = p.brand_id
       JOIN categories sub ON sub.id = p.category_id
       JOIN categories mid ON mid.id = sub.parent_id
       JOIN categories top ON top.id = mid.parent_id
       JOIN product_texts en ON en.product_id = p.id AND en.language = 'en'
       LEFT JOIN product_texts t ON t.product_id = p.id AND t.language = ?3
       ORDER BY w.ord`,
    )
    .bind(JSON.stringify(productIds), site.country, site.language)
    .all<CardRow>();
  const currency = SITES[site.country].currency;
  return results.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name ?? row.name_en,
    brand: { slug: row.brand_slug, name: row.brand_name },
    variantId: row.variant_id,
    image: productImageUrl(row.top_slug, row.shade_hex),
    shadeCount: row.shade_count,
    price: { amount: row.price_minor, currency },
    compareAt: row.compare_at_minor === null ? null : { amount: row.compare_at_minor, currency },
    rating: ratingOf(row),
    flags: {
      new: row.is_new === 1,
      exclusive: row.is_exclusive === 1,
      limited: row.is_limited === 1,
      onSale: row.on_sale === 1,
      cncOnly: row.cnc_only === 1,
    },
    inStock: row.in_stock === 1,
    launchAt: row.launch_at,
    priority: priorityOf(row),
  }));
}
