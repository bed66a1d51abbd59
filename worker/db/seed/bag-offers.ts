import { formatMoney } from '../../../client/lib/format';
import {
  COUNTRIES,
  LANGUAGES,
  localeTag,
  MINOR_DIGITS,
  SITES,
  type Country,
  type Language,
} from '../../../client/lib/sites';
import { BRAND_NAMES } from './brand-names';
import type { Catalogue } from './catalogue';
import { insert } from './sql';

/**
 * The bag's seeded offers on every site (listed in the README's "The bag"):
 * - codes: BEAUTY10 (10% off eligible items), BIGSPEND (15% off from twice the free-shipping
 *   threshold), FIRSTORDER (20% off a member's first order), EXPIRED (ended yesterday),
 *   SOLDOUT (every use taken), HOUSE20 (20% off the house brand only) and FREESHIP (free
 *   delivery);
 * - eight samples, one of them fully redeemed and one that may be taken twice;
 * - two gifts with purchase: three gifts on any spend from twice the free-shipping threshold
 *   (choose up to two), and two on spend on the house brand from the threshold (choose one);
 * - three bundles sold at 85% of their items' prices, where all their items are sold.
 * Picked from the generated catalogue by fixed rules, so the same catalogue gives the same
 * offers; only EXPIRED's end follows the clock (it must have ended yesterday whenever seeded).
 */

const TITLES: Record<string, Record<Language, string>> = {
  BEAUTY10: {
    en: '10% off your order',
    zh: '全單九折',
    id: 'Diskon 10% untuk pesanan Anda',
    th: 'ลด 10% ทั้งคำสั่งซื้อ',
  },
  BIGSPEND: {
    en: '15% off when you spend {amount}',
    zh: '消費滿{amount}享八五折',
    id: 'Diskon 15% dengan belanja {amount}',
    th: 'ลด 15% เมื่อช้อปครบ {amount}',
  },
  FIRSTORDER: {
    en: '20% off your first order',
    zh: '首張訂單八折',
    id: 'Diskon 20% untuk pesanan pertama',
    th: 'ลด 20% สำหรับคำสั่งซื้อแรก',
  },
  EXPIRED: {
    en: 'Weekend flash sale: 10% off',
    zh: '週末限時九折',
    id: 'Flash sale akhir pekan: diskon 10%',
    th: 'แฟลชเซลสุดสัปดาห์ ลด 10%',
  },
  SOLDOUT: {
    en: 'Launch party: 25% off',
    zh: '新品派對七五折',
    id: 'Pesta peluncuran: diskon 25%',
    th: 'ปาร์ตี้เปิดตัว ลด 25%',
  },
  HOUSE20: {
    en: '20% off {brand}',
    zh: '{brand}八折',
    id: 'Diskon 20% untuk {brand}',
    th: 'ลด 20% สินค้า {brand}',
  },
  FREESHIP: { en: 'Free delivery', zh: '免運費', id: 'Gratis ongkir', th: 'จัดส่งฟรี' },
};

const GIFT_TITLES: Record<'spend' | 'brand', Record<Language, string>> = {
  spend: {
    en: 'Free gifts when you spend {amount}: choose up to 2',
    zh: '消費滿{amount}送贈品：最多選擇2件',
    id: 'Hadiah gratis dengan belanja {amount}: pilih hingga 2',
    th: 'รับของขวัญฟรีเมื่อช้อปครบ {amount}: เลือกได้สูงสุด 2 ชิ้น',
  },
  brand: {
    en: 'A free {brand} gift when you spend {amount} on {brand}',
    zh: '購買{brand}滿{amount}送{brand}贈品',
    id: 'Hadiah {brand} gratis dengan belanja {brand} {amount}',
    th: 'รับของขวัญ {brand} ฟรีเมื่อช้อป {brand} ครบ {amount}',
  },
};

const BUNDLE_NAMES: readonly Record<Language, string>[] = [
  { en: 'Glow Routine Set', zh: '煥亮護膚套裝', id: 'Set Rutinitas Glow', th: 'เซ็ตบำรุงผิวโกลว์' },
  {
    en: 'Weekend Essentials Trio',
    zh: '週末必備三件套裝',
    id: 'Trio Esensial Akhir Pekan',
    th: 'ชุดสามชิ้นสำหรับวันหยุด',
  },
  { en: 'Lip & Cheek Duo', zh: '唇頰雙件套裝', id: 'Duo Bibir & Pipi', th: 'ชุดคู่ปากและแก้ม' },
];

/** The house brand's id in the generated catalogue (the first brand). */
export const HOUSE_BRAND_ID = 1;

/** The tables this module fills, children first (the seed empties them in this order). */
export const BAG_OFFER_TABLES = [
  'bag_gift_choices',
  'bag_samples',
  'bag_promotions',
  'promotion_targets',
  'promotion_texts',
  'promotions',
  'gift_offer_items',
  'gift_offer_texts',
  'gift_offers',
  'samples',
  'bundle_offers',
  'bundle_items',
  'bundle_texts',
  'bundles',
] as const;

/** Whole units of a currency as minor units, rounded to a whole (a thousand for rupiah). */
function roundPrice(minor: number, currency: string): number {
  const step = MINOR_DIGITS[currency] === 0 ? 1000 : 100;
  return Math.max(step, Math.round(minor / step) * step);
}

function money(minor: number, country: Country, language: Language): string {
  const site = SITES[country];
  return formatMoney(minor, site.currency, localeTag(language, country));
}

/** Variants that make good offers in a country: on sale now, in stock, discountable, delivered. */
export function candidates(catalogue: Catalogue, country: Country, brandId?: number) {
  const offers = new Map(
    catalogue.offers
      .filter((offer) => offer.country === country && offer.stock >= 20)
      .map((offer) => [offer.variant_id, offer]),
  );
  const picked: { variantId: number; productId: number; price: number }[] = [];
  for (const plan of catalogue.plans) {
    if (plan.state !== 'regular' || plan.soldOut) continue;
    if (plan.row.non_discountable || plan.row.cnc_only) continue;
    if (brandId !== undefined && plan.row.brand_id !== brandId) continue;
    const variant = plan.variants.find((candidate) => offers.has(candidate.id));
    if (variant)
      picked.push({
        variantId: variant.id,
        productId: plan.row.id,
        price: offers.get(variant.id)!.price_minor,
      });
  }
  return picked;
}

export function bagOfferStatements(catalogue: Catalogue, now: Date): string[] {
  const rows: string[] = [];
  // EXPIRED ended yesterday in every site's time zone (UTC+7 to UTC+13): at 08:00 UTC the
  // day before today (UTC), which is yesterday afternoon or evening on all eight sites.
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const endedYesterday = new Date(today.getTime() - 16 * 3_600_000);
  const houseBrand = BRAND_NAMES[HOUSE_BRAND_ID - 1];
  let promotionId = 0;
  let sampleId = 0;
  let offerId = 0;

  // Bundles: items sold in every country (the same bundle everywhere), priced per site.
  const everywhere = COUNTRIES.map(
    (country) => new Set(candidates(catalogue, country).map((c) => c.variantId)),
  );
  const shared = candidates(catalogue, 'sg')
    .filter((candidate) => everywhere.every((set) => set.has(candidate.variantId)))
    .slice(40);
  const bundleItems = [shared.slice(0, 2), shared.slice(2, 5), shared.slice(5, 7)];
  bundleItems.forEach((items, index) => {
    const id = index + 1;
    rows.push(insert('bundles', { id, slug: `bundle${id}` }));
    for (const language of LANGUAGES)
      rows.push(
        insert('bundle_texts', { bundle_id: id, language, name: BUNDLE_NAMES[index][language] }),
      );
    items.forEach((item, position) =>
      rows.push(insert('bundle_items', { bundle_id: id, variant_id: item.variantId, position })),
    );
    for (const country of COUNTRIES) {
      const prices = new Map(candidates(catalogue, country).map((c) => [c.variantId, c.price]));
      const sum = items.reduce((total, item) => total + (prices.get(item.variantId) ?? 0), 0);
      rows.push(
        insert('bundle_offers', {
          bundle_id: id,
          country,
          price_minor: roundPrice(sum * 0.85, SITES[country].currency),
        }),
      );
    }
  });

  for (const country of COUNTRIES) {
    const site = SITES[country];
    const threshold = site.freeShippingMinor;
    const pool = candidates(catalogue, country);
    const house = candidates(catalogue, country, HOUSE_BRAND_ID);

    const codes: {
      code: string;
      row: Record<string, string | number | null>;
      targets?: number[];
    }[] = [
      { code: 'BEAUTY10', row: { kind: 'percent', value: 10 } },
      { code: 'BIGSPEND', row: { kind: 'percent', value: 15, min_spend_minor: threshold * 2 } },
      { code: 'FIRSTORDER', row: { kind: 'percent', value: 20, first_order_only: 1 } },
      {
        code: 'EXPIRED',
        row: {
          kind: 'percent',
          value: 10,
          starts_at: new Date(endedYesterday.getTime() - 3 * 86_400_000).toISOString(),
          ends_at: endedYesterday.toISOString(),
        },
      },
      { code: 'SOLDOUT', row: { kind: 'percent', value: 25, usage_limit: 100, used_count: 100 } },
      { code: 'HOUSE20', row: { kind: 'percent', value: 20 }, targets: [HOUSE_BRAND_ID] },
      { code: 'FREESHIP', row: { kind: 'free_shipping', value: 0 } },
    ];
    for (const { code, row, targets } of codes) {
      promotionId += 1;
      rows.push(insert('promotions', { id: promotionId, country, code, ...row }));
      for (const language of LANGUAGES)
        rows.push(
          insert('promotion_texts', {
            promotion_id: promotionId,
            language,
            title: TITLES[code][language]
              .replace('{amount}', money(threshold * 2, country, language))
              .replace('{brand}', houseBrand),
          }),
        );
      for (const target of targets ?? [])
        rows.push(
          insert('promotion_targets', {
            promotion_id: promotionId,
            kind: 'brand',
            target_id: target,
          }),
        );
    }

    // Samples: eight products' variants from further down the list than the gifts.
    pool.slice(20, 28).forEach((candidate, index) => {
      sampleId += 1;
      rows.push(
        insert('samples', {
          id: sampleId,
          country,
          variant_id: candidate.variantId,
          stock: index === 7 ? 0 : 500,
          max_count: index === 0 ? 2 : 1,
          position: index,
        }),
      );
    });

    // Gifts with purchase.
    const offers = [
      {
        kind: 'spend' as const,
        threshold: threshold * 2,
        max: 2,
        items: pool.slice(10, 13),
        brand: null,
      },
      { kind: 'brand' as const, threshold, max: 1, items: house.slice(-2), brand: HOUSE_BRAND_ID },
    ];
    for (const offer of offers) {
      offerId += 1;
      rows.push(
        insert('gift_offers', {
          id: offerId,
          country,
          trigger_kind: offer.kind,
          brand_id: offer.brand,
          threshold_minor: offer.threshold,
          max_choices: offer.max,
        }),
      );
      for (const language of LANGUAGES)
        rows.push(
          insert('gift_offer_texts', {
            offer_id: offerId,
            language,
            title: GIFT_TITLES[offer.kind][language]
              .replace('{amount}', money(offer.threshold, country, language))
              .replaceAll('{brand}', houseBrand),
          }),
        );
      for (const item of offer.items)
        rows.push(
          insert('gift_offer_items', { offer_id: offerId, variant_id: item.variantId, stock: 200 }),
        );
    }
  }
  return rows;
}
