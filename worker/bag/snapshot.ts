import type { Tier } from '../../client/lib/commerce-rules';
import type { Fulfilment, PricingInput } from '../../client/lib/pricing/types';
import { SITES, siteToday, type Country, type Language } from '../../client/lib/sites';
import { ownerColumn, ownerValue, type Owner } from '../db/owner';
import {
  giftOfferOf,
  lineOf,
  promotionOf,
  rewardOf,
  sampleOf,
  type GiftItemRow,
  type GiftOfferRow,
  type LineRow,
  type PromotionRow,
  type RewardRow,
  type SampleRow,
  type TargetRow,
} from './snapshot-rows';
import {
  VARIANT_DISPLAY,
  variantDisplayJoins,
  variantDisplayOf,
  type VariantDisplay,
  type VariantDisplayRow,
} from '../catalogue/variant-display';

/**
 * Everything `priceBag` needs for one shopper's bag on one site, read in one D1 batch (one
 * round trip, one consistent snapshot): the lines with their catalogue facts, the bundles,
 * the applied code, the visible promotions, the site's samples and gift offers with the
 * shopper's choices, and the facts about the shopper that conditions read (earlier orders,
 * redeemed codes, birthday month). Also what the bag shows of each variant (name, brand,
 * shade, size, image), so the answer needs no second read.
 */

export interface BagShopper {
  kind: 'guest' | 'member';
  accountId?: number;
  tier: Tier | null;
  isEmployee: boolean;
}

export type { VariantDisplay };

export interface BagSnapshot {
  pricing: PricingInput;
  variants: ReadonlyMap<number, VariantDisplay>;
  bundleNames: ReadonlyMap<number, string>;
  promotionTitles: ReadonlyMap<number, string>;
  /** Listed promotions, in wallet order (the applied one may be unlisted). */
  listedPromotionIds: readonly number[];
  giftOfferTitles: ReadonlyMap<number, string>;
  /** When each line was last changed (the bag page lists the newest first). */
  lineTimes: ReadonlyMap<number, string>;
}

/** How long after its end a listed code stays in the wallet, as "expired". */
const EXPIRED_SHOWN_MS = 30 * 24 * 60 * 60 * 1000;

export interface SnapshotInput {
  /** Undefined for a guest without a device yet: an empty bag. */
  owner: Owner | undefined;
  shopper: BagShopper;
  country: Country;
  language: Language;
  now: Date;
  fulfilment?: Fulfilment;
  /** A code being applied: its promotion is read even when it is not listed. */
  code?: string;
}

/** The highest `?N` a statement names. */
function highestParameter(sql: string): number {
  return Math.max(0, ...Array.from(sql.matchAll(/\?(\d+)/g), (match) => Number(match[1])));
}

/** Reads the snapshot in one batch. */
export async function readBagSnapshot(db: D1Database, input: SnapshotInput): Promise<BagSnapshot> {
  const query = bagSnapshotQuery(db, input);
  return query.read(await db.batch(query.statements));
}

/**
 * The snapshot's statements and how to read their results: a change runs them in its own
 * batch, after its writes, so the bag it answers is the bag it made.
 */
export function bagSnapshotQuery(
  db: D1Database,
  input: SnapshotInput,
): { statements: D1PreparedStatement[]; read: (results: D1Result[]) => BagSnapshot } {
  const { country, language, now } = input;
  // A guest without a device owns nothing: a device id no device can have reads empty.
  const col = input.owner ? ownerColumn(input.owner) : 'device_id';
  const who = input.owner ? ownerValue(input.owner) : '';
  const accountId = input.shopper.kind === 'member' ? (input.shopper.accountId ?? -1) : -1;
  const nowIso = now.toISOString();
  const shownSince = new Date(now.getTime() - EXPIRED_SHOWN_MS).toISOString();
  const params = [who, country, language, accountId, nowIso, shownSince, input.code ?? ''];
  // Each statement is bound the parameters up to the highest ?N it names (D1 refuses extras).
  const bind = (sql: string) => db.prepare(sql).bind(...params.slice(0, highestParameter(sql)));

  const statements = [
    // 0: the lines, with every catalogue fact the rules read.
    bind(`SELECT l.id, l.variant_id, l.quantity, l.bundle_id, l.updated_at,
            p.id AS product_id, p.brand_id, b.name AS brand_name, b.is_house_brand,
            sub.id AS sub_id, sub.parent_id AS mid_id, mid.parent_id AS top_id,
            p.non_discountable, p.cnc_only, p.launch_at, p.priority_tier, p.priority_until,
            v.max_per_order, o.price_minor, o.stock, bl.max_per_order AS brand_limit
          FROM cart_lines l
          JOIN variants v ON v.id = l.variant_id
          JOIN products p ON p.id = v.product_id
          JOIN brands b ON b.id = p.brand_id
          JOIN categories sub ON sub.id = p.category_id
          JOIN categories mid ON mid.id = sub.parent_id
          LEFT JOIN variant_offers o ON o.variant_id = v.id AND o.country = ?2
          LEFT JOIN brand_limits bl ON bl.brand_id = p.brand_id AND bl.country = ?2
          WHERE l.${col} = ?1 AND l.country = ?2
          ORDER BY l.id`),
    // 1: the bundles in the bag, their price here and name.
    bind(`SELECT bo.bundle_id, bo.price_minor, COALESCE(bt.name, bt_en.name) AS name
          FROM bundle_offers bo
          JOIN bundle_texts bt_en ON bt_en.bundle_id = bo.bundle_id AND bt_en.language = 'en'
          LEFT JOIN bundle_texts bt ON bt.bundle_id = bo.bundle_id AND bt.language = ?3
          WHERE bo.country = ?2
            AND bo.bundle_id IN (SELECT bundle_id FROM cart_lines WHERE ${col} = ?1 AND country = ?2 AND bundle_id IS NOT NULL)`),
    // 2: the applied code.
    bind(`SELECT promotion_id FROM bag_promotions WHERE ${col} = ?1 AND country = ?2`),
    // 3: promotions: the listed ones still worth showing, the member's own, the applied one.
    // A service value (docs/booking.md "Service value") is shown until its day ends, not 30
    // days after: a booking's past day is no code to keep.
    bind(`SELECT pr.*, COALESCE(pt.title, pt_en.title) AS title
          FROM promotions pr
          LEFT JOIN promotion_texts pt_en ON pt_en.promotion_id = pr.id AND pt_en.language = 'en'
          LEFT JOIN promotion_texts pt ON pt.promotion_id = pr.id AND pt.language = ?3
          WHERE pr.country = ?2 AND (
            (pr.listed = 1 AND (pr.account_id IS NULL OR pr.account_id = ?4)
              AND (pr.ends_at IS NULL OR pr.ends_at > CASE WHEN pr.reservation_id IS NULL THEN ?6 ELSE ?5 END))
            OR pr.id IN (SELECT promotion_id FROM bag_promotions WHERE ${col} = ?1 AND country = ?2)
            OR (pr.code = ?7 AND (pr.account_id IS NULL OR pr.account_id = ?4)))
          ORDER BY pr.id`),
    // 4: what those promotions are limited to.
    bind(`SELECT t.promotion_id, t.kind, t.target_id, b.name AS brand_name FROM promotion_targets t
          LEFT JOIN brands b ON t.kind = 'brand' AND b.id = t.target_id
          WHERE t.promotion_id IN (SELECT id FROM promotions WHERE country = ?2)`),
    // 5: the site's samples, and 6: the shopper's choice.
    bind(
      `SELECT id, variant_id, stock, max_count FROM samples WHERE country = ?2 ORDER BY position, id`,
    ),
    bind(
      `SELECT sample_id, quantity FROM bag_samples WHERE ${col} = ?1 AND country = ?2 ORDER BY id`,
    ),
    // 7: gift offers, 8: their gifts, 9: the shopper's choices.
    bind(`SELECT g.id, g.trigger_kind, g.brand_id, b.name AS brand_name, g.threshold_minor, g.max_choices,
            g.members_only, g.min_tier, g.starts_at, g.ends_at, COALESCE(gt.title, gt_en.title) AS title
          FROM gift_offers g
          LEFT JOIN brands b ON b.id = g.brand_id
          LEFT JOIN gift_offer_texts gt_en ON gt_en.offer_id = g.id AND gt_en.language = 'en'
          LEFT JOIN gift_offer_texts gt ON gt.offer_id = g.id AND gt.language = ?3
          WHERE g.country = ?2 AND (g.ends_at IS NULL OR g.ends_at > ?5)
          ORDER BY g.id`),
    bind(`SELECT i.offer_id, i.variant_id, i.stock FROM gift_offer_items i
          JOIN gift_offers g ON g.id = i.offer_id WHERE g.country = ?2 ORDER BY i.offer_id, i.variant_id`),
    bind(
      `SELECT offer_id, variant_id, quantity FROM bag_gift_choices WHERE ${col} = ?1 AND country = ?2 ORDER BY id`,
    ),
    // 10: the shopper's earlier orders (not cancelled), 11: codes redeemed, 12: birthday.
    bind(`SELECT COUNT(*) AS n FROM orders
          WHERE (account_id = ?4 OR email_key = (SELECT email_key FROM accounts WHERE id = ?4)) AND status <> 'cancelled'`),
    bind(`SELECT promotion_id FROM promotion_redemptions WHERE account_id = ?4`),
    bind(`SELECT substr(birth_date, 6, 2) AS month FROM accounts WHERE id = ?4`),
    // 13: how the bag shows each variant it may list.
    bind(`SELECT ${VARIANT_DISPLAY} FROM variants v ${variantDisplayJoins('?3')}
          WHERE v.id IN (
            SELECT variant_id FROM cart_lines WHERE ${col} = ?1 AND country = ?2
            UNION SELECT variant_id FROM samples WHERE country = ?2
            UNION SELECT i.variant_id FROM gift_offer_items i JOIN gift_offers g ON g.id = i.offer_id WHERE g.country = ?2
            UNION SELECT gift_variant_id FROM promotions WHERE country = ?2 AND gift_variant_id IS NOT NULL
            UNION SELECT r.variant_id FROM bag_rewards br JOIN rewards r ON r.id = br.reward_id
              WHERE br.account_id = ?4 AND br.country = ?2)`),
    // 14: the Beauty Pass rewards the member chose (members only: no device owns any), and
    // 15: the member's points that can be redeemed now (the cached balance).
    bind(`SELECT r.id, r.variant_id, r.points, r.stock, r.min_tier FROM bag_rewards br
          JOIN rewards r ON r.id = br.reward_id
          WHERE br.account_id = ?4 AND br.country = ?2 ORDER BY br.id`),
    bind(`SELECT available FROM beauty_pass WHERE account_id = ?4`),
  ];
  return { statements, read: (results) => snapshotOf(input, results) };
}

function snapshotOf(input: SnapshotInput, results: D1Result[]): BagSnapshot {
  const { country, now } = input;
  const nowIso = now.toISOString();
  const rows = <T>(index: number) => results[index].results as T[];

  const lineRows = rows<LineRow>(0);
  const shopperTier = input.shopper.kind === 'member' ? input.shopper.tier : null;
  const lines = lineRows.map((row) => lineOf(row, shopperTier, now));
  const bundleRows = rows<{ bundle_id: number; price_minor: number; name: string }>(1);
  const appliedId = rows<{ promotion_id: number }>(2)[0]?.promotion_id ?? null;
  const targets = rows<TargetRow>(4);
  const promotionRows = rows<PromotionRow>(3);
  const promotions = promotionRows.map((row) => promotionOf(row, targets));
  const samples = rows<SampleRow>(5).map(sampleOf);
  const giftItems = rows<GiftItemRow>(8);
  const offerRows = rows<GiftOfferRow>(7);
  const giftOffers = offerRows.map((row) => giftOfferOf(row, giftItems));
  const rewards = rows<RewardRow>(14).map(rewardOf);
  const birthMonth = rows<{ month: string }>(12)[0]?.month;
  const todayMonth = siteToday(country, now).slice(5, 7);

  const variants = new Map<number, VariantDisplay>();
  for (const row of rows<VariantDisplayRow>(13))
    variants.set(row.variant_id, variantDisplayOf(row));

  const site = SITES[country];
  return {
    pricing: {
      bag: {
        lines,
        bundles: bundleRows.map((row) => ({ id: row.bundle_id, price: row.price_minor })),
        promotionId: appliedId,
        samples: rows<{ sample_id: number; quantity: number }>(6).map((row) => ({
          sampleId: row.sample_id,
          quantity: row.quantity,
        })),
        gifts: rows<{ offer_id: number; variant_id: number; quantity: number }>(9).map((row) => ({
          offerId: row.offer_id,
          variantId: row.variant_id,
          quantity: row.quantity,
        })),
        fulfilment: input.fulfilment ?? 'delivery',
        credit: 0,
        rewards: rewards.map((reward) => ({ rewardId: reward.id })),
      },
      shopper: {
        kind: input.shopper.kind,
        tier: input.shopper.tier,
        isEmployee: input.shopper.isEmployee,
        placedOrders: rows<{ n: number }>(10)[0]?.n ?? 0,
        redeemedPromotionIds: rows<{ promotion_id: number }>(11).map((row) => row.promotion_id),
        birthdayMonth: birthMonth !== undefined && birthMonth === todayMonth,
        points: rows<{ available: number }>(15)[0]?.available ?? 0,
      },
      site: {
        country,
        currency: site.currency,
        taxPercent: site.taxPercent,
        shippingFee: site.shippingFeeMinor,
        expressFee: site.expressFeeMinor,
        freeShippingThreshold: site.freeShippingMinor,
      },
      promotions,
      samples,
      giftOffers,
      rewards,
      brandNames: Object.fromEntries(
        targets
          .filter((row) => row.brand_name !== null)
          .map((row) => [row.target_id, row.brand_name!]),
      ),
      now: nowIso,
    },
    variants,
    bundleNames: new Map(bundleRows.map((row) => [row.bundle_id, row.name])),
    promotionTitles: new Map(promotionRows.map((row) => [row.id, row.title ?? row.code])),
    listedPromotionIds: promotionRows.filter((row) => row.listed === 1).map((row) => row.id),
    giftOfferTitles: new Map(offerRows.map((row) => [row.id, row.title ?? ''])),
    lineTimes: new Map(lineRows.map((row) => [row.id, row.updated_at])),
  };
}
