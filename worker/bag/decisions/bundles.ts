import { MAX_LINE_QUANTITY } from '../../../client/lib/commerce-rules';
import { stockCheck, type Decision, type Deciding } from '../change-types';

/** A bundle added as one group of lines. */

export async function decideBundle({
  db,
  change,
  col,
  who,
  country,
  now,
  lines,
  sql,
}: Deciding<'add_bundle'>): Promise<Decision> {
  const bundle = await db
    .prepare(
      `SELECT bo.price_minor, (SELECT COUNT(*) FROM bundle_items WHERE bundle_id = ?1) AS items,
                  (SELECT MIN(COALESCE(o.stock, 0)) FROM bundle_items bi
                     LEFT JOIN variant_offers o ON o.variant_id = bi.variant_id AND o.country = ?2
                     WHERE bi.bundle_id = ?1) AS stock
           FROM bundle_offers bo WHERE bo.bundle_id = ?1 AND bo.country = ?2`,
    )
    .bind(change.bundleId, country)
    .first<{ price_minor: number; items: number; stock: number }>();
  if (!bundle || bundle.items === 0) return { refusal: { code: 'bundle_not_found' } };
  const inBag = lines.find((line) => line.bundleId === change.bundleId)?.quantity ?? 0;
  const wanted = inBag + change.quantity;
  if (wanted > MAX_LINE_QUANTITY)
    return {
      refusal: { code: 'limit', rejection: { code: 'MAX_QUANTITY', max: MAX_LINE_QUANTITY } },
    };
  if (wanted > bundle.stock)
    return {
      refusal: { code: 'limit', rejection: { code: 'NOT_ENOUGH_STOCK', stock: bundle.stock } },
    };
  return {
    writes: [
      sql(
        `INSERT INTO cart_lines (${col}, country, variant_id, quantity, bundle_id, created_at, updated_at)
             SELECT ?1, ?2, bi.variant_id, ?4, bi.bundle_id, ?5, ?5 FROM bundle_items bi WHERE bi.bundle_id = ?3
             ON CONFLICT (${col}, country, bundle_id, variant_id) WHERE bundle_id IS NOT NULL DO UPDATE
               SET quantity = cart_lines.quantity + excluded.quantity, updated_at = excluded.updated_at`,
        who,
        country,
        change.bundleId,
        change.quantity,
        now,
      ),
    ],
    checks: [stockCheck(db, col, who, country, change.bundleId)],
  };
}
