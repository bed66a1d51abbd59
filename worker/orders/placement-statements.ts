import type { PlaceOrder } from '../../client/api/order-contract';
import type { AddressValues } from '../../client/lib/address-fields';
import { estimateDelivery } from '../../client/lib/orders/delivery';
import { attemptExpiry } from '../../client/lib/orders/payment-methods';
import type { PricedBag, PricedLine } from '../../client/lib/pricing/types';
import { SITES, type Country, type Language } from '../../client/lib/sites';
import type { BagShopper, BagSnapshot } from '../bag/snapshot';
import { ownerColumn, ownerValue, type Owner } from '../db/owner';
import { holdStatements } from './holds';

/**
 * The placement's write (./place-order.ts decides when): one batch that guards the bag is the
 * one priced, writes the order, its lines, the holds on stock, the confirmation mail, empties
 * the bag and starts the first payment attempt (docs/business-rules.md#placement).
 */

export interface PlaceContext {
  owner: Owner;
  shopper: BagShopper;
  country: Country;
  language: Language;
  now: Date;
  idempotencyKey: string;
  /**
   * The access token of the order numbered so (./order-access.ts orderAccessToken): derived,
   * so a double's answer can carry it too.
   */
  accessTokenFor: (number: string) => Promise<string>;
  /** The confirmation mail of the order this placement makes, queued in its batch. */
  confirmation?: (number: string, accessToken: string, total: number) => D1PreparedStatement;
}

export interface PlacementInput {
  context: PlaceContext;
  input: PlaceOrder;
  snapshot: BagSnapshot;
  priced: PricedBag;
  address: AddressValues | null;
  signatureSql: string;
  signatureText: string;
  bagSignature: string;
  emailKey: string;
  number: string;
  accessHash: string;
  accessToken: string;
}

/** Where an order line's stock comes from, by the priced line it copies. */
function stockSourceOf(line: PricedLine): {
  kind: string;
  source: string;
  sourceId: number | null;
} {
  if (line.kind === 'sample') return { kind: 'sample', source: 'sample', sourceId: line.sampleId };
  if (line.kind === 'reward')
    return { kind: 'reward', source: 'reward', sourceId: line.rewardId ?? null };
  if (line.kind === 'gift' && line.id.startsWith('code:'))
    return { kind: 'code_gift', source: 'promotion', sourceId: Number(line.id.slice(5)) };
  if (line.kind === 'gift') return { kind: 'gift', source: 'gift_offer', sourceId: line.offerId };
  return { kind: 'item', source: 'offer', sourceId: null };
}

export async function placementStatements(
  db: D1Database,
  p: PlacementInput,
): Promise<D1PreparedStatement[]> {
  const { context, input, snapshot, priced } = p;
  const { owner, country, now } = context;
  const col = ownerColumn(owner);
  const who = ownerValue(owner);
  const nowIso = now.toISOString();
  const kind = input.delivery.kind;
  const estimate = estimateDelivery(country, kind, now);
  const promotion =
    priced.promotion?.status === 'applied'
      ? snapshot.pricing.promotions.find((promo) => promo.id === priced.promotion!.promotionId)
      : undefined;
  const summary = frozenSummary(priced, owner, promotion);
  const orderId = '(SELECT id FROM orders WHERE number = ?1)';
  const expiresAt = attemptExpiry(input.paymentMethod, now);

  const { lineValues, productIds } = orderLineRows(priced, snapshot);
  // Managed lines have no catalogue product row in the bag: look theirs up in the insert.
  const lineInsert = db
    .prepare(
      `INSERT INTO order_lines (order_id, kind, variant_id, product_id, bundle_id, quantity, unit_price_minor,
         base_minor, discount_minor, amount_minor, tax_minor, stock_source, source_id, display, position, points)
       SELECT ${orderId}, value ->> 0, value ->> 1,
         CASE WHEN value ->> 2 > 0 THEN value ->> 2 ELSE (SELECT product_id FROM variants WHERE id = value ->> 1) END,
         value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7, value ->> 8, value ->> 9,
         value ->> 10, value ->> 11, value ->> 12, value ->> 13, value ->> 14
       FROM json_each(?2)`,
    )
    .bind(p.number, JSON.stringify(lineValues));
  const owned = `${col} = ?1 AND country = ?2`;

  return [
    // The bag is still the one priced: anything else (a change in another tab, the other tab's
    // order emptying it) fails this batch before it writes anything.
    db
      .prepare(`INSERT INTO batch_guards (ok) SELECT 0 WHERE (${p.signatureSql}) IS NOT ?3`)
      .bind(who, country, p.signatureText),
    // A first-order code: still no order of this customer on any site, as this batch sees the
    // orders (the read before it may be stale: another site's order placed meanwhile). Two such
    // orders at once are also kept apart by the claim holds.ts takes (one per customer).
    ...(promotion?.firstOrderOnly
      ? [
          db
            .prepare(
              `INSERT INTO batch_guards (ok) SELECT 0 WHERE EXISTS (SELECT 1 FROM orders
                 WHERE (account_id = ?1 OR email_key = ?2) AND status <> 'cancelled')`,
            )
            .bind(owner.kind === 'account' ? owner.accountId : null, p.emailKey),
        ]
      : []),
    db
      .prepare(
        `INSERT INTO orders (number, country, language, currency, account_id, device_id, email_key, access_hash,
           bag_signature, status, payment, stock, delivery_kind, store_id, address, contact, summary,
           estimated_from, estimated_to, total_minor, promotion_id, fraud_token, placed_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'placed', 'pending', 'reserved', ?10, ?11, ?12, ?13, ?14,
           ?15, ?16, ?17, ?18, ?19, ?20, ?20)`,
      )
      .bind(
        p.number,
        country,
        context.language,
        SITES[country].currency,
        owner.kind === 'account' ? owner.accountId : null,
        owner.kind === 'device' ? owner.deviceId : null,
        p.emailKey,
        p.accessHash,
        p.bagSignature,
        kind,
        input.delivery.storeId ?? null,
        p.address ? JSON.stringify(p.address) : null,
        JSON.stringify(input.contact),
        JSON.stringify(summary),
        estimate.from,
        estimate.to,
        priced.totals.total,
        promotion?.id ?? null,
        input.fraudToken ?? null,
        nowIso,
      ),
    lineInsert,
    ...holdStatements(db, {
      order: { number: p.number },
      now,
      productIds,
      move: 'take',
      guard: `status = 'placed' AND stock = 'reserved'`,
    }),
    ...(context.confirmation
      ? [context.confirmation(p.number, p.accessToken, priced.totals.total)]
      : []),
    ...['cart_lines', 'bag_promotions', 'bag_samples', 'bag_gift_choices']
      .concat(col === 'account_id' ? ['bag_rewards'] : [])
      .map((table) => db.prepare(`DELETE FROM ${table} WHERE ${owned}`).bind(who, country)),
    db.prepare(`SELECT id FROM orders WHERE number = ?1`).bind(p.number),
    db
      .prepare(
        `INSERT INTO payment_attempts (order_id, attempt_no, method, status, amount_minor, currency, provider_key,
           expires_at, created_at, updated_at)
         VALUES (${orderId}, 1, ?2, 'pending', ?3, ?4, ?1 || '-1', ?5, ?6, ?6) RETURNING id`,
      )
      .bind(
        p.number,
        input.paymentMethod,
        priced.totals.total,
        SITES[country].currency,
        expiresAt.toISOString(),
        nowIso,
      ),
  ];
}

/**
 * The order's cost summary, frozen as placed: what every later page of the order shows, and
 * the points it earns at delivery (members only; a guest's are kept for a claim).
 */
export function frozenSummary(
  priced: PricedBag,
  owner: PlaceContext['owner'],
  promotion: { code: string } | undefined,
) {
  return {
    subtotal: priced.totals.subtotal,
    discount: priced.totals.discount,
    beforeTax: priced.totals.beforeTax,
    tax: priced.totals.tax,
    taxPercent: priced.totals.taxPercent,
    shipping: priced.totals.shipping,
    giftCard: 0,
    // What the points are earned on at delivery (paid merchandise: after discounts, before
    // shipping), and the points: members only (a guest order earns nothing).
    merchandise: priced.totals.merchandise,
    pointsEarned: owner.kind === 'account' ? priced.pointsToEarn : 0,
    // A guest's: what the order earns once claimed by a new account (worker/orders/claim-order.ts).
    ...(owner.kind === 'account' ? {} : { pointsOnJoining: priced.pointsToEarn }),
    // The rewards' points (reserved now, spent when paid).
    pointsRedeemed: priced.rewards.points,
    total: priced.totals.total,
    currency: priced.totals.currency,
    promoCode: promotion?.code ?? null,
  };
}

/**
 * The order's lines as the insert reads them (one JSON array per line), and the products
 * whose stock the placement takes. Managed lines (samples, gifts) that ran out are shown in
 * the review with their problem and left out of the order.
 */
export function orderLineRows(priced: PricedBag, snapshot: BagSnapshot) {
  const lines = priced.lines.filter(
    (line) => !((line.kind === 'sample' || line.kind === 'gift') && line.problems.length > 0),
  );
  const productOf = new Map(
    snapshot.pricing.bag.lines.map((line) => [line.variantId, line.productId]),
  );
  const lineValues = lines.map((line, position) => {
    const source = stockSourceOf(line);
    const display = snapshot.variants.get(line.variantId);
    return [
      source.kind,
      line.variantId,
      productOf.get(line.variantId) ?? 0,
      line.bundleId,
      line.quantity,
      line.unitPrice,
      line.base,
      line.staffDiscount + line.codeDiscount,
      line.amount,
      line.tax,
      source.source,
      source.sourceId,
      JSON.stringify({
        slug: display?.productSlug ?? '',
        name: display?.name ?? '',
        brand: display?.brand ?? '',
        shade: display?.shade ?? null,
        size: display?.size ?? '',
        image: display?.image ?? '',
      }),
      position,
      line.points ?? 0,
    ];
  });
  const productIds = [
    ...new Set(
      lines
        .filter((line) => stockSourceOf(line).source === 'offer')
        .map((line) => productOf.get(line.variantId) ?? 0),
    ),
  ];
  return { lineValues, productIds };
}
