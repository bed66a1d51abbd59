import type { Country } from '../../client/lib/sites';
import { addProductsSql, subtractProductsSql } from './facet-cells';
import { rebuildListingSql } from './seed/catalogue/listing';

export interface StockChange {
  variantId: number;
  country: Country;
  /** Units now in stock (not a difference): what the stock system says is on hand. */
  stock: number;
}

/**
 * Sets a variant's stock in one country: what order placement, cancellation and restocking
 * call when stock changes. What listings derive from stock changes with it, in the same
 * batch (one D1 transaction, so no reader sees one without the other): the product's
 * listing rows (`in_stock`, rebuilt from its offers) and their facet counts, taken out of
 * their cells before and added back after. Returns false, changing nothing, when the
 * variant is not sold in that country.
 */
export async function setVariantStock(db: D1Database, change: StockChange): Promise<boolean> {
  if (!Number.isSafeInteger(change.stock) || change.stock < 0)
    throw new Error(`stock must be a whole number from 0, not ${change.stock}`);
  const offer = await db
    .prepare(
      'SELECT v.product_id FROM variant_offers o JOIN variants v ON v.id = o.variant_id WHERE o.variant_id = ?1 AND o.country = ?2',
    )
    .bind(change.variantId, change.country)
    .first<{ product_id: number }>();
  if (!offer) return false;
  const products = [offer.product_id];
  await db.batch([
    ...subtractProductsSql(products).map((sql) => db.prepare(sql)),
    db
      .prepare('UPDATE variant_offers SET stock = ?1 WHERE variant_id = ?2 AND country = ?3')
      .bind(change.stock, change.variantId, change.country),
    ...rebuildListingSql({ productIds: products }).map((sql) => db.prepare(sql)),
    ...addProductsSql(products).map((sql) => db.prepare(sql)),
  ]);
  return true;
}
