import {
  lineLimitBreach,
  MAX_LINE_QUANTITY,
  withinLineLimitsSql,
} from '../../../client/lib/commerce-rules';
import type { AddRejection } from '../add-to-bag';
import { stockCheck, type Decision, type Deciding } from '../change-types';
import type { BagSnapshot } from '../snapshot';
import { MAX_LIST_ITEMS, wishWithinCapStatement } from '../../shoppers/lists';

/** Changes to a line: its quantity, its removal, its move to the wish list. */

export function decideQuantity({
  db,
  change,
  col,
  who,
  country,
  now,
  lines,
  sql,
}: Deciding<'quantity'>): Decision {
  const line = lines.find((candidate) => candidate.id === change.lineId);
  if (!line) return { refusal: { code: 'line_not_found' } };
  if (line.bundleId !== null) {
    const items = lines.filter((candidate) => candidate.bundleId === line.bundleId);
    const short = items.find((item) => item.stock < change.quantity);
    if (change.quantity > line.quantity && change.quantity > MAX_LINE_QUANTITY)
      return {
        refusal: { code: 'limit', rejection: { code: 'MAX_QUANTITY', max: MAX_LINE_QUANTITY } },
      };
    if (change.quantity > line.quantity && short)
      return {
        refusal: { code: 'limit', rejection: { code: 'NOT_ENOUGH_STOCK', stock: short.stock } },
      };
    return {
      writes: [
        sql(
          `UPDATE cart_lines SET quantity = ?4, updated_at = ?5
               WHERE ${col} = ?1 AND country = ?2 AND bundle_id = ?3`,
          who,
          country,
          line.bundleId,
          change.quantity,
          now,
        ),
      ],
      checks: [stockCheck(db, col, who, country, line.bundleId)],
    };
  }
  if (change.quantity > line.quantity) {
    const rejection = growthRejection(line, change.quantity, lines);
    if (rejection) return { refusal: { code: 'limit', rejection } };
  }
  // The guard: growing stays within every limit (the rule `lineLimitBreach`, as SQL from
  // the same constants); shrinking is always allowed.
  return {
    writes: [
      sql(
        `UPDATE cart_lines SET updated_at = ?5, quantity = CASE
               WHEN ?4 <= quantity THEN ?4
               WHEN ${growthWithinLimitsSql(col)} THEN ?4 ELSE 0 END
             WHERE id = ?3 AND ${col} = ?1 AND country = ?2 AND bundle_id IS NULL`,
        who,
        country,
        change.lineId,
        change.quantity,
        now,
      ),
    ],
  };
}

export function decideRemove({
  change,
  col,
  who,
  country,
  lines,
  sql,
}: Deciding<'remove'>): Decision {
  const line = lines.find((candidate) => candidate.id === change.lineId);
  if (!line) return { refusal: { code: 'line_not_found' } };
  // A bundle is one group: removing one of its items removes the bundle.
  return {
    writes: [
      line.bundleId === null
        ? sql(
            `DELETE FROM cart_lines WHERE id = ?3 AND ${col} = ?1 AND country = ?2`,
            who,
            country,
            line.id,
          )
        : sql(
            `DELETE FROM cart_lines WHERE ${col} = ?1 AND country = ?2 AND bundle_id = ?3`,
            who,
            country,
            line.bundleId,
          ),
    ],
  };
}

export async function decideMoveToWishlist({
  db,
  context,
  change,
  col,
  who,
  country,
  now,
  lines,
  sql,
}: Deciding<'move_to_wishlist'>): Promise<Decision> {
  const line = lines.find((candidate) => candidate.id === change.lineId);
  if (!line) return { refusal: { code: 'line_not_found' } };
  if (line.bundleId !== null) return { refusal: { code: 'bundle_line' } };
  const wished = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM wishlist_items WHERE ${col} = ?1) AS n,
                  EXISTS (SELECT 1 FROM wishlist_items WHERE ${col} = ?1 AND product_id = ?2) AS present`,
    )
    .bind(who, line.productId)
    .first<{ n: number; present: number }>();
  if (!wished?.present && (wished?.n ?? 0) >= MAX_LIST_ITEMS)
    return { refusal: { code: 'wishlist_full' } };
  return {
    writes: [
      wishWithinCapStatement(db, context.owner, line.productId, now),
      // The line leaves the bag only once the product is on the wish list.
      sql(
        `DELETE FROM cart_lines WHERE id = ?3 AND ${col} = ?1 AND country = ?2
               AND EXISTS (SELECT 1 FROM wishlist_items WHERE ${col} = ?1 AND product_id = ?4)`,
        who,
        country,
        line.id,
        line.productId,
      ),
    ],
  };
}

/**
 * SQL true when growing the `cart_lines` row being updated to `?4` keeps every line limit
 * (`withinLineLimitsSql`, the rule `lineLimitBreach` as SQL): ?1 is the owner, ?2 the country.
 */
function growthWithinLimitsSql(col: string): string {
  const brandOf =
    'SELECT p.brand_id FROM products p JOIN variants v ON v.product_id = p.id WHERE v.id = cart_lines.variant_id';
  return withinLineLimitsSql({
    inBag: 'quantity',
    quantity: '(?4 - quantity)',
    maxPerOrder: `(SELECT v.max_per_order FROM variants v WHERE v.id = cart_lines.variant_id)`,
    stock: `(SELECT COALESCE(o.stock, 0) FROM variants v LEFT JOIN variant_offers o
               ON o.variant_id = v.id AND o.country = ?2 WHERE v.id = cart_lines.variant_id)`,
    brandLimit: `(SELECT bl.max_per_order FROM brand_limits bl WHERE bl.country = ?2
                    AND bl.brand_id = (${brandOf}))`,
    brandInBag: `(SELECT SUM(l.quantity) FROM cart_lines l JOIN variants lv ON lv.id = l.variant_id
                    JOIN products lp ON lp.id = lv.product_id
                    WHERE l.${col} = ?1 AND l.country = ?2 AND lp.brand_id = (${brandOf}))`,
  });
}

/** Why growing a product line to `quantity` is refused, or null (the add's rules). */
function growthRejection(
  line: BagSnapshot['pricing']['bag']['lines'][number],
  quantity: number,
  lines: BagSnapshot['pricing']['bag']['lines'],
): AddRejection | null {
  if (line.purchasability === 'not_sold_here') return { code: 'NOT_AVAILABLE_IN_COUNTRY' };
  if (line.purchasability === 'sold_out') return { code: 'SOLD_OUT' };
  const brandInBag = lines
    .filter((candidate) => candidate.brandId === line.brandId)
    .reduce((sum, candidate) => sum + candidate.quantity, 0);
  const breach = lineLimitBreach({
    quantity: quantity - line.quantity,
    inBag: line.quantity,
    maxPerOrder: line.maxPerOrder,
    stock: line.stock,
    brandLimit: line.brandLimit,
    brandInBag,
  });
  if (breach?.code === 'BRAND_LIMIT') return { ...breach, brand: line.brandName };
  return breach;
}
