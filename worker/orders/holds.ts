import { withReadModel } from '../catalogue/offers';
import { releasePointsSql, reservePointsSql, retakePointsSql } from '../loyalty/reward-points';

/**
 * What an order holds while it waits for money (docs/business-rules.md#closing-unpaid-orders): the
 * stock of its lines (catalogue offers, samples, gifts, a gift code's item, rewards), its promo use
 * (with a first-order code's claim on the customer) and its rewards' points. Placement takes them,
 * expiry, a block or a final decline give them back, and a late payment takes them again, each in
 * the same batch as the order's state change.
 *
 * Every statement is guarded by `guard`, a condition on the order's row (the transition's
 * `from`, see transitions.ts), and runs BEFORE the compare-and-set UPDATE in its batch: in one
 * transaction both see the same row, so the holds move exactly when the state moves, and a
 * writer that lost the race moves nothing. Taking stock is `stock - n` under the tables'
 * `CHECK (stock >= 0)`: a unit that is gone aborts the whole batch, so nothing is oversold.
 * The catalogue's stock also changes the listing read model (worker/catalogue/offers.ts), in the same
 * batch, so a product that sold out or came back shows so in listings.
 */

/** Placement takes the holds, a late payment takes them again, a release gives them back. */
export type HoldMove = 'take' | 'retake' | 'give';

const POINTS: Record<HoldMove, (order: string, guard: string) => string> = {
  take: reservePointsSql,
  retake: retakePointsSql,
  give: releasePointsSql,
};

/**
 * The statements. The order is named by its id, or by its number when the batch inserts it (its
 * id is not known yet); `?2` is the time of the change (the guard may read it). `productIds`
 * are the order's catalogue products (for the read model).
 */
export function holdStatements(
  db: D1Database,
  input: {
    order: { id: number } | { number: string };
    now: Date;
    productIds: readonly number[];
    move: HoldMove;
    guard: string;
  },
): D1PreparedStatement[] {
  const sign = input.move === 'give' ? '+' : '-';
  // `{order}`: the order's id, bound, or looked up by its number (unique) in the same batch.
  const order = 'id' in input.order ? '?1' : '(SELECT id FROM orders WHERE number = ?1)';
  const ref = 'id' in input.order ? input.order.id : input.order.number;
  const bind = (sql: string) => {
    const text = sql
      .replaceAll('{guard}', `EXISTS (SELECT 1 FROM orders WHERE id = {order} AND ${input.guard})`)
      .replaceAll('{order}', order);
    return db.prepare(text).bind(ref, ...(text.includes('?2') ? [input.now.toISOString()] : []));
  };
  const quantity = (source: string, match: string) =>
    `(SELECT SUM(l.quantity) FROM order_lines l WHERE l.order_id = {order} AND l.stock_source = '${source}' AND ${match})`;

  const offers = bind(
    `UPDATE variant_offers SET stock = stock ${sign} ${quantity('offer', 'l.variant_id = variant_offers.variant_id')}
     WHERE country = (SELECT country FROM orders WHERE id = {order})
       AND variant_id IN (SELECT variant_id FROM order_lines WHERE order_id = {order} AND stock_source = 'offer')
       AND {guard}`,
  );
  const others = [
    `UPDATE samples SET stock = stock ${sign} ${quantity('sample', 'l.source_id = samples.id')}
     WHERE id IN (SELECT source_id FROM order_lines WHERE order_id = {order} AND stock_source = 'sample') AND {guard}`,
    `UPDATE gift_offer_items SET stock = stock ${sign} ${quantity('gift_offer', 'l.source_id = gift_offer_items.offer_id AND l.variant_id = gift_offer_items.variant_id')}
     WHERE (offer_id, variant_id) IN (SELECT source_id, variant_id FROM order_lines WHERE order_id = {order} AND stock_source = 'gift_offer')
       AND {guard}`,
    `UPDATE promotions SET gift_stock = gift_stock ${sign} ${quantity('promotion', 'l.source_id = promotions.id')}
     WHERE id IN (SELECT source_id FROM order_lines WHERE order_id = {order} AND stock_source = 'promotion') AND {guard}`,
    // One use of the code, and the customer's redemption where the code is once-only.
    `UPDATE promotions SET used_count = used_count ${sign === '-' ? '+' : '-'} 1
     WHERE id = (SELECT promotion_id FROM orders WHERE id = {order}) AND {guard}`,
    `UPDATE rewards SET stock = stock ${sign} ${quantity('reward', 'l.source_id = rewards.id')}
     WHERE id IN (SELECT source_id FROM order_lines WHERE order_id = {order} AND stock_source = 'reward') AND {guard}`,
    // The rewards' points (worker/loyalty/reward-points.ts): reserved at placement, taken again
    // by a late payment, given back by a release.
    POINTS[input.move]('{order}', '{guard}'),
    input.move === 'give'
      ? `DELETE FROM promotion_redemptions WHERE order_id = {order} AND {guard}`
      : `INSERT INTO promotion_redemptions (promotion_id, account_id, email_key, order_id, created_at)
         SELECT o.promotion_id, o.account_id, o.email_key, o.id, ?2 FROM orders o
         JOIN promotions p ON p.id = o.promotion_id
         WHERE o.id = {order} AND (p.once_per_customer = 1 OR p.first_order_only = 1) AND {guard}`,
    // A first-order code's claim on the customer, one across every site (migration 0029): a
    // second first order anywhere fails its batch on the key; a cancelled one frees the code.
    input.move === 'give'
      ? `DELETE FROM first_order_claims WHERE order_id = {order} AND {guard}`
      : `INSERT INTO first_order_claims (email_key, order_id, created_at)
         SELECT o.email_key, o.id, ?2 FROM orders o
         JOIN promotions p ON p.id = o.promotion_id
         WHERE o.id = {order} AND p.first_order_only = 1 AND {guard}`,
  ].map(bind);
  return [...withReadModel(db, input.productIds, [offers]), ...others];
}
