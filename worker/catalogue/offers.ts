import { inStockSql } from '../../client/lib/commerce-rules';
import { COUNTRIES, type Country } from '../../client/lib/sites';
import { addProductsSql, rebuildFacetCellsSql, subtractProductsSql } from './facet-cells';

/**
 * The one writer of offers (a variant's stock and price in a country) and of what listings
 * derive from them: the `listing` read model (a row per product and country where any of its
 * variants has an offer) and its counts in `facet_cells`, which the listing pages, the facets
 * and the sitemaps read. Every write goes in ONE D1 batch (one transaction) with the rebuild of
 * the products' listing rows and their facet cells, so no reader ever sees one without the
 * other. The seed calls it too: after inserting the catalogue it runs `rebuildReadModelSql()`,
 * the same statements over every product at once (test/worker/catalogue/offers.worker.test.ts checks
 * that the rows and cells kept change by change equal the ones rebuilt from scratch).
 *
 * The edge cache is not purged here, on purpose: shared API answers (listings, facets) live in
 * each data centre's Cache API, whose `delete` reaches only the data centre that calls it, so a
 * writer cannot clear them everywhere. They are kept for `CACHE.apiShared`'s max-age (60 s), which
 * bounds how long a listing can show a change late; nothing that takes money reads them (adding
 * to the bag checks stock in D1 itself, worker/bag/add-to-bag.ts).
 */

/**
 * The `listing` rows of some products (or all), rebuilt from products, variants, offers and
 * the category tree, so they agree with them by construction:
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
            MIN(o.price_minor), MAX(o.compare_at_minor IS NOT NULL), MAX(${inStockSql('o.stock')}),
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

/** The whole read model from scratch: every listing row, then every facet cell (the seed). */
export function rebuildReadModelSql(): string[] {
  return [...rebuildListingSql(), ...rebuildFacetCellsSql()];
}

/**
 * `writes` to some products' catalogue rows, wrapped in what keeps their read model in step:
 * their listing rows taken out of their facet cells before, rebuilt and counted back after.
 * Run the result as one batch.
 */
export function withReadModel(
  db: D1Database,
  productIds: readonly number[],
  writes: readonly D1PreparedStatement[],
): D1PreparedStatement[] {
  return [
    ...subtractProductsSql(productIds).map((sql) => db.prepare(sql)),
    ...writes,
    ...rebuildListingSql({ productIds }).map((sql) => db.prepare(sql)),
    ...addProductsSql(productIds).map((sql) => db.prepare(sql)),
  ];
}

export interface OfferChange {
  variantId: number;
  country: Country;
  /** Units now in stock (not a difference): what the stock system says is on hand. */
  stock?: number;
  /** The shelf price in minor units, and the regular price it is reduced from (null: not on sale). */
  price?: { minor: number; compareAtMinor: number | null };
}

function check(change: OfferChange): void {
  const whole = (value: number, from: number) => Number.isSafeInteger(value) && value >= from;
  if (change.stock !== undefined && !whole(change.stock, 0))
    throw new Error(`stock must be a whole number from 0, not ${change.stock}`);
  const price = change.price;
  if (
    price &&
    (!whole(price.minor, 1) ||
      (price.compareAtMinor !== null &&
        (!whole(price.compareAtMinor, 1) || price.compareAtMinor <= price.minor)))
  )
    throw new Error(
      `a price is a whole number of minor units from 1, below its compare-at price: ${JSON.stringify(price)}`,
    );
}

/**
 * Sets a variant's stock and/or price in one country: what order placement, cancellation,
 * restocking and repricing call. The product's listing rows (`in_stock`, `price_minor`,
 * `on_sale`) and their facet cells (in stock, price bucket, on sale) change with it, in the
 * same batch. Returns false, changing nothing, when the variant is not sold in that country.
 */
export async function setVariantOffer(db: D1Database, change: OfferChange): Promise<boolean> {
  check(change);
  const offer = await db
    .prepare(
      'SELECT v.product_id FROM variant_offers o JOIN variants v ON v.id = o.variant_id WHERE o.variant_id = ?1 AND o.country = ?2',
    )
    .bind(change.variantId, change.country)
    .first<{ product_id: number }>();
  if (!offer) return false;
  const writes: D1PreparedStatement[] = [];
  if (change.stock !== undefined)
    writes.push(
      db
        .prepare('UPDATE variant_offers SET stock = ?1 WHERE variant_id = ?2 AND country = ?3')
        .bind(change.stock, change.variantId, change.country),
    );
  if (change.price)
    writes.push(
      db
        .prepare(
          'UPDATE variant_offers SET price_minor = ?1, compare_at_minor = ?2 WHERE variant_id = ?3 AND country = ?4',
        )
        .bind(change.price.minor, change.price.compareAtMinor, change.variantId, change.country),
    );
  if (writes.length === 0) return true;
  await db.batch(withReadModel(db, [offer.product_id], writes));
  return true;
}

/** Sets a variant's stock in one country (`setVariantOffer` with the stock only). */
export function setVariantStock(
  db: D1Database,
  change: { variantId: number; country: Country; stock: number },
): Promise<boolean> {
  return setVariantOffer(db, change);
}
