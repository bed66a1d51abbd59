import type { Tier } from '../../client/lib/commerce-rules';
import type { Country } from '../../client/lib/sites';
import type { Owner } from '../db/owner';
import { addToBag } from '../bag/add-to-bag';
import type { StoredOrder } from './read-order';

/**
 * "Buy again": an earlier order's items back in the bag, each through the same guarded add as
 * the product page's button (worker/bag/add-to-bag.ts), so every limit and the stock of today apply.
 * An item that cannot be added as many times as before is added as many times as it may be (or
 * not at all); the caller then shows the bag as it is. With an `Idempotency-Key`, a retry of the same
 * request adds nothing again. Gifts and samples are not bought again: they
 * come with the bag's own offers.
 */
export async function buyAgain(
  db: D1Database,
  shopper: { owner: Owner; country: Country; tier: Tier | null; now: Date },
  order: StoredOrder,
  idempotencyKey?: string,
): Promise<void> {
  const { owner, country, tier, now } = shopper;
  const wanted = new Map<number, number>();
  for (const line of order.lines)
    if (line.kind === 'item')
      wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
  for (const [variantId, quantity] of wanted) {
    // Down from the quantity bought until a quantity fits the limits (or none does).
    for (let count = quantity; count > 0; count -= 1) {
      const outcome = await addToBag(db, {
        owner,
        country,
        variantId,
        quantity: count,
        shopperTier: tier,
        now,
        // One key per item of the request: a retried "buy again" adds nothing twice (each add
        // remembers its key, worker/bag/add-to-bag.ts); the quantity is in it, as each try differs.
        ...(idempotencyKey
          ? { idempotencyKey: `${idempotencyKey.slice(0, 40)}-${variantId}-${count}` }
          : {}),
      });
      if (outcome.kind !== 'rejected') break;
    }
  }
}
