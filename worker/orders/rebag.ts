import { MAX_LINE_QUANTITY } from '../../client/lib/commerce-rules';
import { fromSql, TRANSITIONS, type Transition, type TransitionName } from './transitions';

/**
 * An unpaid order that is cancelled for good (its QR or virtual account ran out, its card
 * failed for good) gives its items back to the bag it was placed from (README "Checkout,
 * orders and payments"): the account's bag, else the guest device's. Merged with what is there
 * and capped as the bag's own rules cap a line (6 per line, the variant's `max_per_order`, the
 * stock after the order's release); a bundle comes back whole or not at all. Gifts, samples,
 * rewards and the code do not: they come with the bag's own offers.
 *
 * Like the holds (./holds.ts) every statement is guarded by the transition's `from` and runs
 * BEFORE its compare-and-set UPDATE in the same batch: the items go back exactly when the
 * order is cancelled, so the expiry job, the provider's callback and the page (which all
 * cancel through the same transition) never return them twice. What went back is recorded in
 * `order_rebagged` (migration 0031), which the page reads to say so; a late payment
 * (`late_pay`) takes those quantities back out of the bag, as far as they are still there.
 */

type BagMove = NonNullable<Transition['bag']>;

/** The two kinds of owner an order's bag may have: its account, else its guest device. */
const OWNERS = [
  { column: 'account_id', is: 'o.account_id IS NOT NULL', value: 'o.account_id' },
  {
    column: 'device_id',
    is: 'o.account_id IS NULL AND o.device_id IS NOT NULL',
    value: 'o.device_id',
  },
] as const;

/** `{cart}` is a line of the order's owner's bag (two arms, so each can use its index). */
const sameOwner = (cart: string) =>
  `((o.account_id IS NOT NULL AND ${cart}.account_id = o.account_id)
    OR (o.account_id IS NULL AND ${cart}.device_id = o.device_id))`;

/** The owner's line of this variant (and bundle) in the bag, as SQL over `o` and `{line}`. */
const bagLine = (line: string, bundle: 'none' | 'same') =>
  `(SELECT c.quantity FROM cart_lines c WHERE c.country = o.country AND c.variant_id = ${line}.variant_id
     AND ${bundle === 'none' ? 'c.bundle_id IS NULL' : `c.bundle_id = ${line}.bundle_id`}
     AND ${sameOwner('c')})`;

/** How many more of `{line}`'s variant its bag line may hold: the bag's line rules as SQL. */
const room = (line: string, bundle: 'none' | 'same') =>
  `MAX(0, MIN(${MAX_LINE_QUANTITY}, v.max_per_order, COALESCE(vo.stock, 0)) - COALESCE(${bagLine(line, bundle)}, 0))`;

const joins = (line: string) => `JOIN orders o ON o.id = ${line}.order_id
  JOIN variants v ON v.id = ${line}.variant_id
  LEFT JOIN variant_offers vo ON vo.variant_id = ${line}.variant_id AND vo.country = o.country`;

/** The statements of a move, for the order `orderId`, guarded by `guard` (a transition's `from`). */
export function bagStatements(
  db: D1Database,
  move: BagMove,
  input: { orderId: number; now: Date; guard: string },
): D1PreparedStatement[] {
  const guard = `EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND ${input.guard})`;
  const bind = (sql: string) => {
    const text = sql.replaceAll('{guard}', guard);
    // `?2` (the time) is bound only where the statement reads it, as D1 wants.
    return db
      .prepare(text)
      .bind(input.orderId, ...(text.includes('?2') ? [input.now.toISOString()] : []));
  };
  return (move === 'return' ? returnSql() : takeBackSql()).map(bind);
}

function returnSql(): string[] {
  const record = [
    // Single items: as many as fit, up to what was ordered.
    `INSERT OR IGNORE INTO order_rebagged (order_id, variant_id, bundle_id, ordered, returned)
     SELECT l.order_id, l.variant_id, NULL, SUM(l.quantity), MIN(SUM(l.quantity), ${room('l', 'none')})
     FROM order_lines l ${joins('l')}
     WHERE l.order_id = ?1 AND l.kind = 'item' AND l.bundle_id IS NULL AND {guard}
     GROUP BY l.variant_id`,
    // A bundle's items: all of them, or none when any one does not fit.
    `INSERT OR IGNORE INTO order_rebagged (order_id, variant_id, bundle_id, ordered, returned)
     SELECT b.order_id, b.variant_id, b.bundle_id, b.quantity,
       CASE WHEN NOT EXISTS (
         SELECT 1 FROM order_lines l ${joins('l')}
         WHERE l.order_id = b.order_id AND l.bundle_id = b.bundle_id AND ${room('l', 'same')} < l.quantity
       ) THEN b.quantity ELSE 0 END
     FROM order_lines b
     WHERE b.order_id = ?1 AND b.kind = 'item' AND b.bundle_id IS NOT NULL AND {guard}`,
  ];
  const add = OWNERS.flatMap((owner) =>
    (['single', 'bundle'] as const).map(
      (kind) =>
        `INSERT INTO cart_lines (${owner.column}, country, variant_id, quantity, bundle_id, created_at, updated_at)
         SELECT ${owner.value}, o.country, r.variant_id, r.returned, r.bundle_id, ?2, ?2
         FROM order_rebagged r JOIN orders o ON o.id = r.order_id
         WHERE r.order_id = ?1 AND r.returned > 0 AND ${owner.is}
           AND r.bundle_id IS ${kind === 'single' ? '' : 'NOT '}NULL AND {guard}
         ON CONFLICT (${owner.column}, country, ${kind === 'single' ? 'variant_id) WHERE bundle_id IS NULL' : 'bundle_id, variant_id) WHERE bundle_id IS NOT NULL'}
         DO UPDATE SET quantity = cart_lines.quantity + excluded.quantity, updated_at = excluded.updated_at`,
    ),
  );
  return [...record, ...add];
}

function takeBackSql(): string[] {
  // The bag lines the return wrote into, with what it put in each.
  const lines = (extra: string) => `SELECT c.id FROM order_rebagged r
     JOIN orders o ON o.id = r.order_id
     JOIN cart_lines c ON c.country = o.country AND c.variant_id = r.variant_id
       AND c.bundle_id IS r.bundle_id AND ${sameOwner('c')}
     WHERE r.order_id = ?1 AND r.returned > 0 AND ${extra}`;
  const returned = `(SELECT r.returned FROM order_rebagged r WHERE r.order_id = ?1
     AND r.variant_id = cart_lines.variant_id AND r.bundle_id IS cart_lines.bundle_id)`;
  return [
    // Deleted first: a line holding no more than was returned goes whole; the rest lose it.
    `DELETE FROM cart_lines WHERE id IN (${lines('c.quantity <= r.returned')}) AND {guard}`,
    `UPDATE cart_lines SET quantity = quantity - ${returned}, updated_at = ?2
     WHERE id IN (${lines('c.quantity > r.returned')}) AND {guard}`,
    `DELETE FROM order_rebagged WHERE order_id = ?1 AND {guard}`,
  ];
}

/** What a transition does to the bag (its `bag` in the table), guarded by its own `from`. */
export function transitionBagStatements(
  db: D1Database,
  name: TransitionName,
  orderId: number,
  now: Date,
): D1PreparedStatement[] {
  const move = (TRANSITIONS[name] as Transition).bag;
  return move ? bagStatements(db, move, { orderId, now, guard: fromSql(name) }) : [];
}
