import { COUNTRIES } from '../../../../client/lib/sites';

/**
 * The `listing` table is derived: one row per product and country where any of its variants
 * has an offer. It is rebuilt from products, variants, offers and the category tree by these
 * statements, so it agrees with them by construction. Run them after any change to those
 * tables (the seed runs them last).
 *
 * - price_minor: the lowest price of the product's variants in the country;
 * - on_sale: any variant has a compare-at price there; in_stock: any variant has stock there;
 * - rating: the average rating times 100, rounded (0 without reviews).
 */
export function rebuildListingSql(options: { productIds?: readonly number[] } = {}): string[] {
  const ids = options.productIds;
  if (ids && !ids.every((id) => Number.isSafeInteger(id)))
    throw new Error('product ids must be integers');
  // The country list makes the delete a look-up on the primary key (country, product_id).
  const only = ids
    ? ` WHERE country IN (${COUNTRIES.map((country) => `'${country}'`).join(', ')}) AND product_id IN (${ids.join(', ') || 'NULL'})`
    : '';
  const onlyProducts = ids ? ` WHERE p.id IN (${ids.join(', ') || 'NULL'})` : '';
  return [
    `DELETE FROM listing${only};`,
    `INSERT INTO listing (country, product_id, brand_id, top_id, category_id, sub_id, price_minor, on_sale, in_stock,
       is_new, is_exclusive, is_limited, is_vegan, rating, created_at, featured_rank)
     SELECT o.country, p.id, p.brand_id, mid.parent_id, sub.parent_id, sub.id,
            MIN(o.price_minor), MAX(o.compare_at_minor IS NOT NULL), MAX(o.stock > 0),
            p.is_new, p.is_exclusive, p.is_limited, p.is_vegan,
            CASE WHEN p.rating_count > 0 THEN CAST(round(p.rating_sum * 100.0 / p.rating_count) AS INTEGER) ELSE 0 END,
            p.created_at, p.featured_rank
     FROM products p
     JOIN categories sub ON sub.id = p.category_id
     JOIN categories mid ON mid.id = sub.parent_id
     JOIN variants v ON v.product_id = p.id
     JOIN variant_offers o ON o.variant_id = v.id${onlyProducts}
     GROUP BY p.id, o.country;`,
  ];
}
