import { purchasability, type Tier } from '../../client/lib/commerce-rules';
import type {
  BagLineInput,
  GiftOfferInput,
  PromotionInput,
  RewardInput,
  SampleInput,
} from '../../client/lib/pricing/types';

/**
 * The rows the bag's snapshot reads (./snapshot.ts), each turned into what `priceBag` takes:
 * one small pure function per kind of row.
 */

export interface LineRow {
  id: number;
  variant_id: number;
  quantity: number;
  bundle_id: number | null;
  updated_at: string;
  product_id: number;
  brand_id: number;
  brand_name: string;
  is_house_brand: number;
  sub_id: number;
  mid_id: number;
  top_id: number;
  non_discountable: number;
  cnc_only: number;
  launch_at: string | null;
  priority_tier: Tier | null;
  priority_until: string | null;
  max_per_order: number;
  price_minor: number | null;
  stock: number | null;
  brand_limit: number | null;
}

/** A bag line with its catalogue facts, and whether it can be bought now by this shopper. */
export function lineOf(row: LineRow, shopperTier: Tier | null, now: Date): BagLineInput {
  return {
    id: row.id,
    variantId: row.variant_id,
    productId: row.product_id,
    brandId: row.brand_id,
    brandName: row.brand_name,
    categoryIds: [row.sub_id, row.mid_id, row.top_id],
    quantity: row.quantity,
    unitPrice: row.price_minor ?? 0,
    houseBrand: row.is_house_brand === 1,
    nonDiscountable: row.non_discountable === 1,
    clickAndCollectOnly: row.cnc_only === 1,
    purchasability: purchasability({
      stock: row.stock,
      launchAt: row.launch_at,
      priority:
        row.priority_tier && row.priority_until
          ? { tier: row.priority_tier, until: row.priority_until }
          : null,
      shopperTier,
      now: now.getTime(),
    }),
    stock: row.stock ?? 0,
    maxPerOrder: row.max_per_order,
    brandLimit: row.brand_limit,
    bundleId: row.bundle_id,
  };
}

export interface PromotionRow {
  id: number;
  code: string;
  kind: PromotionInput['kind'];
  value: number;
  gift_variant_id: number | null;
  gift_stock: number;
  min_spend_minor: number | null;
  first_order_only: number;
  sign_in_required: number;
  once_per_customer: number;
  min_tier: Tier | null;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  used_count: number;
  excludes_credit: number;
  listed: number;
  /** The booking whose service value this is (migration 0039), else null. */
  reservation_id: number | null;
  title: string | null;
}

/** What a promotion is aimed at: a brand, a category or a product. */
export interface TargetRow {
  promotion_id: number;
  kind: string;
  target_id: number;
  brand_name: string | null;
}

/** A promotion with the brands, categories and products it is aimed at. */
export function promotionOf(row: PromotionRow, targets: readonly TargetRow[]): PromotionInput {
  const targetsOf = (kind: string) =>
    targets
      .filter((target) => target.promotion_id === row.id && target.kind === kind)
      .map((target) => target.target_id);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    giftVariantId: row.gift_variant_id,
    giftStock: row.gift_stock,
    minSpend: row.min_spend_minor,
    firstOrderOnly: row.first_order_only === 1,
    signInRequired: row.sign_in_required === 1,
    oncePerCustomer: row.once_per_customer === 1,
    minTier: row.min_tier,
    brandIds: targetsOf('brand'),
    categoryIds: targetsOf('category'),
    productIds: targetsOf('product'),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit,
    used: row.used_count,
    excludesCredit: row.excludes_credit === 1,
    ...(row.reservation_id !== null && row.reservation_id !== undefined
      ? { serviceValue: true }
      : {}),
  };
}

export interface SampleRow {
  id: number;
  variant_id: number;
  stock: number;
  max_count: number;
}

export const sampleOf = (row: SampleRow): SampleInput => ({
  id: row.id,
  variantId: row.variant_id,
  stock: row.stock,
  maxCount: row.max_count,
});

export interface GiftItemRow {
  offer_id: number;
  variant_id: number;
  stock: number;
}

export interface GiftOfferRow {
  id: number;
  trigger_kind: 'spend' | 'brand';
  brand_id: number | null;
  brand_name: string | null;
  threshold_minor: number;
  max_choices: number;
  members_only: number;
  min_tier: Tier | null;
  starts_at: string | null;
  ends_at: string | null;
  title: string | null;
}

/** A gift-with-purchase offer with its items. */
export function giftOfferOf(row: GiftOfferRow, items: readonly GiftItemRow[]): GiftOfferInput {
  return {
    id: row.id,
    trigger:
      row.trigger_kind === 'brand'
        ? { kind: 'brand', brandId: row.brand_id!, brandName: row.brand_name ?? '' }
        : { kind: 'spend' },
    threshold: row.threshold_minor,
    maxChoices: row.max_choices,
    membersOnly: row.members_only === 1,
    minTier: row.min_tier,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    items: items
      .filter((item) => item.offer_id === row.id)
      .map((item) => ({ variantId: item.variant_id, stock: item.stock })),
  };
}

export interface RewardRow {
  id: number;
  variant_id: number;
  points: number;
  stock: number;
  min_tier: Tier | null;
}

export const rewardOf = (row: RewardRow): RewardInput => ({
  id: row.id,
  variantId: row.variant_id,
  points: row.points,
  stock: row.stock,
  minTier: row.min_tier,
});
