/**
 * The bag's cost: GET cart/ for a bag of 20 lines with a code applied (one D1 batch
 * of the snapshot, then `priceBag` and the answer), timed one request after another; and one
 * `priceBag` call with 20 lines and 10 promotions, in this process, timed over many calls.
 */
import type { Miniflare } from 'miniflare';
import { priceBag } from '../../client/lib/pricing/price-bag';
import type { BagLineInput, PricingInput, PromotionInput } from '../../client/lib/pricing/types';
import { quantile } from './ttfb';

export interface BagFigures {
  lines: number;
  requests: number;
  cart: { p50: number; p99: number };
  priceBag: { lines: number; promotions: number; calls: number; p50Us: number; p99Us: number };
}

const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
};

/** A bag of `lines` lines on SG with BEAUTY10 applied, made through the API as a browser would. */
async function fillBag(
  mf: Miniflare,
  origin: string,
  lines: number,
  device: string,
): Promise<void> {
  const db = await mf.getD1Database('DB');
  const { results } = await db
    .prepare(
      `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
       JOIN products p ON p.id = v.product_id
       WHERE o.stock >= 10 AND p.launch_at IS NULL AND p.priority_tier IS NULL
         AND NOT EXISTS (SELECT 1 FROM brand_limits bl WHERE bl.brand_id = p.brand_id AND bl.country = 'sg')
       ORDER BY v.id LIMIT ?1`,
    )
    .bind(lines)
    .all<{ id: number }>();
  const headers = {
    'content-type': 'application/json',
    origin,
    cookie: `device-id=${device}`,
    'x-site-country': 'sg',
  };
  for (const { id } of results) {
    const added = await fetch(`${origin}/api/web/v1/cart/line-items/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ variantId: id, quantity: 1 }),
    });
    if (added.status !== 201) throw new Error(`add to bag answered ${added.status}`);
  }
  const coupon = await fetch(`${origin}/api/web/v1/cart/discount-coupon/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code: 'BEAUTY10' }),
  });
  if (coupon.status !== 200) throw new Error(`the code answered ${coupon.status}`);
}

/** A synthetic pricing input: `lines` lines over 5 brands, `promotions` codes, one applied. */
export function syntheticInput(lines: number, promotions: number): PricingInput {
  const bagLines: BagLineInput[] = Array.from({ length: lines }, (_, i) => ({
    id: i + 1,
    variantId: 1000 + i,
    productId: 500 + i,
    brandId: (i % 5) + 1,
    brandName: `Brand ${(i % 5) + 1}`,
    categoryIds: [10 + (i % 4), 2, 1],
    quantity: (i % 3) + 1,
    unitPrice: 1990 + i * 137,
    houseBrand: i % 5 === 0,
    nonDiscountable: i % 7 === 0,
    clickAndCollectOnly: false,
    purchasability: 'purchasable',
    stock: 50,
    maxPerOrder: 6,
    brandLimit: null,
    bundleId: null,
  }));
  const codes: PromotionInput[] = Array.from({ length: promotions }, (_, i) => ({
    id: i + 1,
    code: `CODE${i + 1}`,
    kind: i % 4 === 3 ? 'free_shipping' : i % 4 === 2 ? 'amount' : 'percent',
    value: i % 4 === 2 ? 500 : 5 + i,
    giftVariantId: null,
    giftStock: 0,
    minSpend: i % 3 === 0 ? 10_000 * (i + 1) : null,
    firstOrderOnly: i === 4,
    signInRequired: false,
    oncePerCustomer: false,
    minTier: null,
    brandIds: i % 5 === 1 ? [2] : [],
    categoryIds: i % 5 === 2 ? [11] : [],
    productIds: [],
    startsAt: null,
    endsAt: i === 6 ? '2026-01-01T00:00:00.000Z' : null,
    usageLimit: null,
    used: 0,
    excludesCredit: false,
  }));
  return {
    bag: {
      lines: bagLines,
      bundles: [],
      promotionId: 1,
      samples: [],
      gifts: [],
      fulfilment: 'delivery',
      credit: 0,
    },
    shopper: {
      kind: 'member',
      tier: 'white',
      isEmployee: false,
      placedOrders: 0,
      redeemedPromotionIds: [],
      birthdayMonth: false,
    },
    site: {
      country: 'sg',
      currency: 'SGD',
      taxPercent: 9,
      shippingFee: 500,
      expressFee: 1200,
      freeShippingThreshold: 3500,
    },
    promotions: codes,
    samples: [],
    giftOffers: [],
    now: '2026-11-25T00:00:00.000Z',
  };
}

function timePriceBag(calls: number): BagFigures['priceBag'] {
  const input = syntheticInput(20, 10);
  for (let i = 0; i < 200; i += 1) priceBag(input);
  const times: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const started = performance.now();
    priceBag(input);
    times.push((performance.now() - started) * 1000);
  }
  const { p50, p99 } = figures(times);
  return { lines: 20, promotions: 10, calls, p50Us: p50, p99Us: p99 };
}

export async function measureBag(
  mf: Miniflare,
  origin: string,
  requests = 100,
): Promise<BagFigures> {
  const device = `be${Date.now().toString(16).padStart(30, '0')}`;
  await fillBag(mf, origin, 20, device);
  const times: number[] = [];
  for (let i = 0; i < requests + 5; i += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/web/v1/cart/`, {
      headers: { cookie: `device-id=${device}`, 'x-site-country': 'sg' },
    });
    const body = (await response.json()) as { lines: unknown[]; promo: { status: string } | null };
    if (response.status !== 200 || body.lines.length !== 20 || body.promo?.status !== 'applied')
      throw new Error(`GET cart/ answered ${response.status} with ${body.lines.length} lines`);
    if (i >= 5) times.push(performance.now() - started);
  }
  return { lines: 20, requests, cart: figures(times), priceBag: timePriceBag(5000) };
}
