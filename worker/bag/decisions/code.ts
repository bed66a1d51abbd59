import { priceBag } from '../../../client/lib/pricing/price-bag';
import type { Reason } from '../../../client/lib/pricing/types';
import type { ChangeContext, Decision, Deciding } from '../change-types';
import type { BagSnapshot } from '../snapshot';
import { ownerColumn, ownerValue } from '../../db/owner';

/** The promo code: applied (matched exactly) or removed. */

export function decideRemoveCode({
  change,
  snapshot,
  col,
  who,
  country,
  sql,
}: Deciding<'remove_code'>): Decision {
  if (snapshot.pricing.bag.promotionId !== change.promotionId)
    return { refusal: { code: 'promotion_not_applied' } };
  return {
    writes: [
      sql(
        `DELETE FROM bag_promotions WHERE ${col} = ?1 AND country = ?2 AND promotion_id = ?3`,
        who,
        country,
        change.promotionId,
      ),
    ],
  };
}

/**
 * Applying a code: matched exactly (case-sensitive, docs/business-rules.md#promo-codes). A code
 * that only matches when case is ignored gets the `code_case_mismatch` hint, never the stored code.
 * A code that would apply while another is applied is refused with `one_per_order` (the shopper
 * removes the other first). Applying the code already applied changes nothing.
 */
export async function decideCode(
  db: D1Database,
  context: ChangeContext,
  code: string,
  snapshot: BagSnapshot,
): Promise<Decision> {
  const { pricing } = snapshot;
  const promotion = pricing.promotions.find((candidate) => candidate.code === code);
  if (!promotion) {
    const folded = await db
      .prepare(
        `SELECT COUNT(*) AS n FROM promotions WHERE country = ?1 AND lower(code) = lower(?2)
           AND (account_id IS NULL OR account_id = ?3)`,
      )
      .bind(context.country, code, context.shopper.accountId ?? -1)
      .first<{ n: number }>();
    const reason: Reason =
      (folded?.n ?? 0) > 0 ? { code: 'code_case_mismatch' } : { code: 'not_found' };
    return { refusal: { code: 'promotion_invalid', reasons: [reason] } };
  }
  const applied = pricing.bag.promotionId;
  if (applied === promotion.id) return { writes: [] };
  const priced = priceBag({
    ...pricing,
    bag: { ...pricing.bag, promotionId: applied === null ? promotion.id : applied },
  });
  const evaluation =
    applied === null
      ? priced.promotion
      : priced.wallet.find((entry) => entry.promotionId === promotion.id);
  const reasons: Reason[] = (evaluation?.reasons ?? []).filter(
    (reason) => reason.code !== 'one_per_order',
  );
  if (applied !== null) reasons.push({ code: 'one_per_order' });
  const appliedCode = pricing.promotions.find((candidate) => candidate.id === applied)?.code;
  if (reasons.length > 0) return { refusal: { code: 'promotion_invalid', reasons, appliedCode } };
  const col = ownerColumn(context.owner);
  return {
    writes: [
      db
        .prepare(
          `INSERT INTO bag_promotions (${col}, country, promotion_id, applied_at) VALUES (?1, ?2, ?3, ?4)
           ON CONFLICT (${col}, country) DO NOTHING`,
        )
        .bind(ownerValue(context.owner), context.country, promotion.id, context.now.toISOString()),
    ],
  };
}
