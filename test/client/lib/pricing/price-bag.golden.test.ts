import { describe, expect, it } from 'vitest';
import { MINOR_DIGITS, SITES, type Country } from '../../../../client/lib/sites';
import { priceBag } from '../../../../client/lib/pricing/price-bag';
import type { FreeShippingReason, PricedBag } from '../../../../client/lib/pricing/types';
import {
  GUEST,
  giftOffer,
  line,
  member,
  pricingInput,
  promotion,
  sample,
  STAFF,
  type InputOverrides,
} from './bag-fixtures';

/**
 * Golden bags: every figure below is worked out by hand in the comments, from
 * docs/business-rules.md ("Money", "Tax", "Shipping", "Promotions") and the site figures, never
 * by calling the code. Amounts are minor units (IDR has none). Tax is extracted per line from its
 * final amount and from shipping: tax = round(amount × rate / (100 + rate)), halves away from
 * zero. Free shipping starts AT the threshold (the spec's "above" read as "from").
 */

/** The site figures the cases below are worked out with (docs/business-rules.md#shipping). */
const FIGURES: Record<
  Country,
  { currency: string; digits: number; tax: number; fee: number; threshold: number }
> = {
  au: { currency: 'AUD', digits: 2, tax: 10, fee: 995, threshold: 2500 },
  hk: { currency: 'HKD', digits: 2, tax: 0, fee: 4000, threshold: 30_000 },
  id: { currency: 'IDR', digits: 0, tax: 11, fee: 25_000, threshold: 500_000 },
  my: { currency: 'MYR', digits: 2, tax: 10, fee: 1000, threshold: 8000 },
  nz: { currency: 'NZD', digits: 2, tax: 15, fee: 995, threshold: 2500 },
  ph: { currency: 'PHP', digits: 2, tax: 12, fee: 15_000, threshold: 300_000 },
  sg: { currency: 'SGD', digits: 2, tax: 9, fee: 500, threshold: 3500 },
  th: { currency: 'THB', digits: 2, tax: 7, fee: 6000, threshold: 50_000 },
};

/** [id, base, staff discount, code discount, amount, tax] */
type Row = [string, number, number, number, number, number];

interface Golden {
  name: string;
  country: Country;
  input: InputOverrides;
  lines: Row[];
  totals: {
    subtotal: number;
    staffDiscount: number;
    codeDiscount: number;
    merchandise: number;
    shipping: number;
    tax: number;
    beforeTax: number;
    total: number;
  };
  free: FreeShippingReason | null;
  points: number;
}

const HOUSE = { brandId: 9, brandName: 'Beauty House', houseBrand: true };
const MARU = { brandId: 2, brandName: 'Maru' };

const GOLDEN = {
  sgAbove: {
    name: 'SG: quantities, above the free-shipping threshold',
    country: 'sg',
    input: {
      bag: {
        lines: [line({ id: 1, unitPrice: 2590, quantity: 2 }), line({ id: 2, unitPrice: 1250 })],
      },
    },
    lines: [
      // 2 × 2590 = 5180; tax 5180 × 9 / 109 = 427.71 → 428
      ['1', 5180, 0, 0, 5180, 428],
      // 1250 × 9 / 109 = 103.21 → 103
      ['2', 1250, 0, 0, 1250, 103],
    ],
    // 6430 ≥ 3500: free. Tax 428 + 103 = 531; before tax 6430 − 531 = 5899.
    totals: {
      subtotal: 6430,
      staffDiscount: 0,
      codeDiscount: 0,
      merchandise: 6430,
      shipping: 0,
      tax: 531,
      beforeTax: 5899,
      total: 6430,
    },
    free: 'threshold',
    points: 64, // S$64.30 → 64
  },

  sgBelow: {
    name: 'SG: one cent below the threshold pays the fee, and its tax',
    country: 'sg',
    input: { bag: { lines: [line({ id: 1, unitPrice: 3499 })] } },
    // 3499 × 9 / 109 = 288.91 → 289
    lines: [['1', 3499, 0, 0, 3499, 289]],
    // Fee 500, its tax 500 × 9 / 109 = 41.28 → 41. Tax 289 + 41 = 330; total 3999.
    totals: {
      subtotal: 3499,
      staffDiscount: 0,
      codeDiscount: 0,
      merchandise: 3499,
      shipping: 500,
      tax: 330,
      beforeTax: 3669,
      total: 3999,
    },
    free: null,
    points: 34, // from the merchandise only: S$34.99 → 34
  },

  sgAt: {
    name: 'SG: exactly at the threshold ships free',
    country: 'sg',
    input: { bag: { lines: [line({ id: 1, unitPrice: 1750, quantity: 2 })] } },
    // 3500 × 9 / 109 = 288.99 → 289
    lines: [['1', 3500, 0, 0, 3500, 289]],
    totals: {
      subtotal: 3500,
      staffDiscount: 0,
      codeDiscount: 0,
      merchandise: 3500,
      shipping: 0,
      tax: 289,
      beforeTax: 3211,
      total: 3500,
    },
    free: 'threshold',
    points: 35,
  },

  auStaff: {
    name: 'AU: staff price 45% on the house brand, 30% otherwise, none on a non-discountable line',
    country: 'au',
    input: {
      shopper: STAFF,
      promotions: [promotion({ id: 7, kind: 'percent', value: 10 })],
      bag: {
        promotionId: 7, // refused: staff_pricing
        lines: [
          line({ id: 1, unitPrice: 4000, ...HOUSE }),
          line({ id: 2, unitPrice: 1999, quantity: 2 }),
          line({ id: 3, unitPrice: 1500, nonDiscountable: true }),
        ],
      },
    },
    lines: [
      // 45% of 4000 = 1800 → 2200; tax 2200 × 10 / 110 = 200
      ['1', 4000, 1800, 0, 2200, 200],
      // 2 × 1999 = 3998; 30% = 1199.4 → 1199 → 2799; tax 27990 / 110 = 254.45 → 254
      ['2', 3998, 1199, 0, 2799, 254],
      // untouched; tax 15000 / 110 = 136.36 → 136
      ['3', 1500, 0, 0, 1500, 136],
    ],
    // subtotal 4000 + 3998 + 1500 = 9498; staff 1800 + 1199 = 2999; merchandise 6499 ≥ 2500.
    // Tax 200 + 254 + 136 = 590; before tax 5909.
    totals: {
      subtotal: 9498,
      staffDiscount: 2999,
      codeDiscount: 0,
      merchandise: 6499,
      shipping: 0,
      tax: 590,
      beforeTax: 5909,
      total: 6499,
    },
    free: 'threshold',
    points: 64, // A$64.99 → 64
  },

  auBlocked: {
    name: 'AU: blocking line problems leave the line out of the totals',
    country: 'au',
    input: {
      bag: {
        lines: [
          line({ id: 1, unitPrice: 2000, purchasability: 'sold_out', stock: 0 }),
          line({ id: 2, unitPrice: 1000, quantity: 7 }),
          line({ id: 3, unitPrice: 1500, brandId: 3, brandName: 'Kiso', brandLimit: 2 }),
          line({
            id: 4,
            unitPrice: 800,
            quantity: 2,
            brandId: 3,
            brandName: 'Kiso',
            brandLimit: 2,
          }),
          line({ id: 5, unitPrice: 1800 }),
        ],
      },
    },
    lines: [
      // out of stock, over 6, and Kiso 1 + 2 = 3 units over its limit of 2: shown, not counted
      ['1', 2000, 0, 0, 2000, 0],
      ['2', 7000, 0, 0, 7000, 0],
      ['3', 1500, 0, 0, 1500, 0],
      ['4', 1600, 0, 0, 1600, 0],
      // 18000 / 110 = 163.64 → 164
      ['5', 1800, 0, 0, 1800, 164],
    ],
    // 1800 < 2500: fee 995, its tax 9950 / 110 = 90.45 → 90. Tax 254; total 2795.
    totals: {
      subtotal: 1800,
      staffDiscount: 0,
      codeDiscount: 0,
      merchandise: 1800,
      shipping: 995,
      tax: 254,
      beforeTax: 2541,
      total: 2795,
    },
    free: null,
    points: 18,
  },

  auEmpty: {
    name: 'AU: an empty bag has no shipping',
    country: 'au',
    input: {},
    lines: [],
    totals: {
      subtotal: 0,
      staffDiscount: 0,
      codeDiscount: 0,
      merchandise: 0,
      shipping: 0,
      tax: 0,
      beforeTax: 0,
      total: 0,
    },
    free: 'empty',
    points: 0,
  },

  nzPercent: {
    name: 'NZ: a percent code skips the non-discountable line',
    country: 'nz',
    input: {
      promotions: [promotion({ id: 3, kind: 'percent', value: 15, minSpend: 3000 })],
      bag: {
        promotionId: 3,
        lines: [
          line({ id: 1, unitPrice: 1290, quantity: 3 }),
          line({ id: 2, unitPrice: 2000, nonDiscountable: true }),
        ],
      },
    },
    lines: [
      // eligible 3 × 1290 = 3870 ≥ 3000; 15% = 580.5 → 581 → 3289; tax 3289 × 15 / 115 = 429
      ['1', 3870, 0, 581, 3289, 429],
      // 2000 × 15 / 115 = 260.87 → 261
      ['2', 2000, 0, 0, 2000, 261],
    ],
    // merchandise 5870 − 581 = 5289 ≥ 2500; tax 690; before tax 4599
    totals: {
      subtotal: 5870,
      staffDiscount: 0,
      codeDiscount: 581,
      merchandise: 5289,
      shipping: 0,
      tax: 690,
      beforeTax: 4599,
      total: 5289,
    },
    free: 'threshold',
    points: 52,
  },

  nzMinSpend: {
    name: 'NZ: a non-discountable line does not count toward the minimum spend',
    country: 'nz',
    input: {
      promotions: [promotion({ id: 3, kind: 'percent', value: 15, minSpend: 5000 })],
      bag: {
        promotionId: 3,
        lines: [
          line({ id: 1, unitPrice: 1290, quantity: 3 }),
          line({ id: 2, unitPrice: 2000, nonDiscountable: true }),
        ],
      },
    },
    lines: [
      // 3870 of the 5000 needed (with the 2000 line it would be 5870): no discount.
      // tax 58050 / 115 = 504.78 → 505
      ['1', 3870, 0, 0, 3870, 505],
      ['2', 2000, 0, 0, 2000, 261],
    ],
    totals: {
      subtotal: 5870,
      staffDiscount: 0,
      codeDiscount: 0,
      merchandise: 5870,
      shipping: 0,
      tax: 766,
      beforeTax: 5104,
      total: 5870,
    },
    free: 'threshold',
    points: 58,
  },

  myAmount: {
    name: 'MY: a fixed amount spread over the eligible lines by amount, below the threshold',
    country: 'my',
    input: {
      promotions: [promotion({ id: 4, kind: 'amount', value: 1000 })],
      bag: {
        promotionId: 4,
        lines: [line({ id: 1, unitPrice: 3333 }), line({ id: 2, unitPrice: 1667, quantity: 2 })],
      },
    },
    lines: [
      // 1000 × 3333 / 6667 = 499.93 and 1000 × 3334 / 6667 = 500.07: floors 499 + 500, the
      // unit left to the larger remainder (6167 against 500, in 1/6667) → 500 each.
      // 3333 − 500 = 2833; tax 28330 / 110 = 257.55 → 258
      ['1', 3333, 0, 500, 2833, 258],
      // 3334 − 500 = 2834; tax 28340 / 110 = 257.64 → 258
      ['2', 3334, 0, 500, 2834, 258],
    ],
    // merchandise 5667 < 8000: fee 1000, tax 10000 / 110 = 90.91 → 91. Tax 607; total 6667.
    totals: {
      subtotal: 6667,
      staffDiscount: 0,
      codeDiscount: 1000,
      merchandise: 5667,
      shipping: 1000,
      tax: 607,
      beforeTax: 6060,
      total: 6667,
    },
    free: null,
    points: 18, // RM56.67 / 3 = 18.9 → 18
  },

  myBrandCap: {
    name: 'MY: a brand code’s fixed amount never takes more than the brand’s lines',
    country: 'my',
    input: {
      promotions: [promotion({ id: 5, kind: 'amount', value: 5000, brandIds: [2] })],
      bag: {
        promotionId: 5,
        lines: [
          line({ id: 1, unitPrice: 1200, quantity: 2, ...MARU }),
          line({ id: 2, unitPrice: 3000 }),
        ],
      },
    },
    lines: [
      // eligible: Maru only, 2400 < 5000 → the whole 2400 off, nothing below zero
      ['1', 2400, 0, 2400, 0, 0],
      // not Maru: untouched; 30000 / 110 = 272.73 → 273
      ['2', 3000, 0, 0, 3000, 273],
    ],
    // merchandise 3000 < 8000: fee 1000 (tax 91). Tax 364; total 4000.
    totals: {
      subtotal: 5400,
      staffDiscount: 0,
      codeDiscount: 2400,
      merchandise: 3000,
      shipping: 1000,
      tax: 364,
      beforeTax: 3636,
      total: 4000,
    },
    free: null,
    points: 10,
  },

  myCollect: {
    name: 'MY: click and collect ships nothing',
    country: 'my',
    input: { bag: { fulfilment: 'collect', lines: [line({ id: 1, unitPrice: 2500 })] } },
    // 25000 / 110 = 227.27 → 227
    lines: [['1', 2500, 0, 0, 2500, 227]],
    totals: {
      subtotal: 2500,
      staffDiscount: 0,
      codeDiscount: 0,
      merchandise: 2500,
      shipping: 0,
      tax: 227,
      beforeTax: 2273,
      total: 2500,
    },
    free: 'collect',
    points: 8, // RM25 / 3 = 8.3
  },

  idPercent: {
    name: 'ID: rupiah, a percent code over two lines',
    country: 'id',
    input: {
      promotions: [promotion({ id: 6, kind: 'percent', value: 20 })],
      bag: {
        promotionId: 6,
        lines: [
          line({ id: 1, unitPrice: 1_250_000, quantity: 2 }),
          line({ id: 2, unitPrice: 389_900 }),
        ],
      },
    },
    lines: [
      // eligible 2,500,000 + 389,900 = 2,889,900; 20% = 577,980, spread exactly 500,000 and
      // 77,980. Tax 2,000,000 × 11 / 111 = 198,198.2 → 198,198
      ['1', 2_500_000, 0, 500_000, 2_000_000, 198_198],
      // 311,920 × 11 / 111 = 30,910.99 → 30,911
      ['2', 389_900, 0, 77_980, 311_920, 30_911],
    ],
    // merchandise 2,311,920 ≥ 500,000; tax 229,109
    totals: {
      subtotal: 2_889_900,
      staffDiscount: 0,
      codeDiscount: 577_980,
      merchandise: 2_311_920,
      shipping: 0,
      tax: 229_109,
      beforeTax: 2_082_811,
      total: 2_311_920,
    },
    free: 'threshold',
    points: 231, // Rp2.311.920 / 10,000
  },

  idStaff: {
    name: 'ID: a staff price on six units of a large rupiah price',
    country: 'id',
    input: {
      shopper: STAFF,
      bag: { lines: [line({ id: 1, unitPrice: 12_345_678, quantity: 6 })] },
    },
    lines: [
      // 6 × 12,345,678 = 74,074,068; 30% = 22,222,220.4 → 22,222,220 → 51,851,848;
      // tax 570,370,328 / 111 = 5,138,471.4 → 5,138,471
      ['1', 74_074_068, 22_222_220, 0, 51_851_848, 5_138_471],
    ],
    totals: {
      subtotal: 74_074_068,
      staffDiscount: 22_222_220,
      codeDiscount: 0,
      merchandise: 51_851_848,
      shipping: 0,
      tax: 5_138_471,
      beforeTax: 46_713_377,
      total: 51_851_848,
    },
    free: 'threshold',
    points: 5185,
  },

  idBelow: {
    name: 'ID: one rupiah below the threshold',
    country: 'id',
    input: { bag: { lines: [line({ id: 1, unitPrice: 499_999 })] } },
    // 5,499,989 / 111 = 49,549.45 → 49,549
    lines: [['1', 499_999, 0, 0, 499_999, 49_549]],
    // fee 25,000, its tax 275,000 / 111 = 2,477.48 → 2,477. Tax 52,026; total 524,999.
    totals: {
      subtotal: 499_999,
      staffDiscount: 0,
      codeDiscount: 0,
      merchandise: 499_999,
      shipping: 25_000,
      tax: 52_026,
      beforeTax: 472_973,
      total: 524_999,
    },
    free: null,
    points: 49,
  },

  phShippingCode: {
    name: 'PH: a free-shipping code below the threshold',
    country: 'ph',
    input: {
      promotions: [promotion({ id: 8, kind: 'free_shipping', value: 0 })],
      bag: { promotionId: 8, lines: [line({ id: 1, unitPrice: 150_000 })] },
    },
    // 1,800,000 / 112 = 16,071.43 → 16,071
    lines: [['1', 150_000, 0, 0, 150_000, 16_071]],
    totals: {
      subtotal: 150_000,
      staffDiscount: 0,
      codeDiscount: 0,
      merchandise: 150_000,
      shipping: 0,
      tax: 16_071,
      beforeTax: 133_929,
      total: 150_000,
    },
    free: 'code',
    points: 37, // ₱1,500 / 40 = 37.5
  },

  phGiftCode: {
    name: 'PH: a gift code adds its gift at zero price; shipping still charged below the threshold',
    country: 'ph',
    input: {
      promotions: [promotion({ id: 9, kind: 'gift', value: 0, giftVariantId: 9001, giftStock: 5 })],
      bag: { promotionId: 9, lines: [line({ id: 1, unitPrice: 99_900, quantity: 2 })] },
    },
    lines: [
      // 199,800 × 12 / 112 = 21,407.14 → 21,407
      ['1', 199_800, 0, 0, 199_800, 21_407],
      ['code:9', 0, 0, 0, 0, 0],
    ],
    // fee 15,000, its tax 180,000 / 112 = 1,607.14 → 1,607. Tax 23,014; total 214,800.
    totals: {
      subtotal: 199_800,
      staffDiscount: 0,
      codeDiscount: 0,
      merchandise: 199_800,
      shipping: 15_000,
      tax: 23_014,
      beforeTax: 191_786,
      total: 214_800,
    },
    free: null,
    points: 49, // ₱1,998 / 40 = 49.95
  },

  phGold: {
    name: 'PH: a Gold member ships free below the threshold',
    country: 'ph',
    input: {
      shopper: member({ tier: 'gold' }),
      bag: { lines: [line({ id: 1, unitPrice: 12_000 })] },
    },
    // 144,000 / 112 = 1,285.71 → 1,286
    lines: [['1', 12_000, 0, 0, 12_000, 1286]],
    totals: {
      subtotal: 12_000,
      staffDiscount: 0,
      codeDiscount: 0,
      merchandise: 12_000,
      shipping: 0,
      tax: 1286,
      beforeTax: 10_714,
      total: 12_000,
    },
    free: 'gold',
    points: 3,
  },

  thManaged: {
    name: 'TH: gifts with purchase and samples at zero price; birthday points double',
    country: 'th',
    input: {
      shopper: member({ birthdayMonth: true }),
      giftOffers: [
        giftOffer({
          id: 1,
          threshold: 50_000,
          maxChoices: 1,
          items: [
            { variantId: 7001, stock: 3 },
            { variantId: 7002, stock: 0 },
          ],
        }),
        giftOffer({
          id: 2,
          trigger: { kind: 'brand', brandId: 2, brandName: 'Maru' },
          threshold: 10_000,
          maxChoices: 2,
          items: [{ variantId: 7101, stock: 5 }],
        }),
      ],
      samples: [
        sample({ id: 1, maxCount: 1, stock: 10 }),
        sample({ id: 2, maxCount: 2, stock: 0 }),
        sample({ id: 3, maxCount: 1, stock: 10 }),
      ],
      bag: {
        lines: [line({ id: 1, unitPrice: 26_000, quantity: 2 })],
        gifts: [
          { offerId: 1, variantId: 7001, quantity: 1 },
          { offerId: 2, variantId: 7101, quantity: 3 },
        ],
        samples: [
          { sampleId: 1, quantity: 3 },
          { sampleId: 2, quantity: 2 },
          { sampleId: 3, quantity: 1 },
        ],
      },
    },
    lines: [
      // 2 × 26,000 = 52,000; 364,000 / 107 = 3,401.87 → 3,402
      ['1', 52_000, 0, 0, 52_000, 3402],
      // offer 1 (spend ≥ ฿500): active. Offer 2 (฿100 of Maru): none in the bag, no line.
      ['gift:1:7001', 0, 0, 0, 0, 0],
      // sample 1: min(3 asked, 1 allowed, 2 left) = 1; sample 2: min(2, 2, 1) = 1;
      // sample 3: none left of the 2 per order
      ['sample:1', 0, 0, 0, 0, 0],
      ['sample:2', 0, 0, 0, 0, 0],
    ],
    totals: {
      subtotal: 52_000,
      staffDiscount: 0,
      codeDiscount: 0,
      merchandise: 52_000,
      shipping: 0,
      tax: 3402,
      beforeTax: 48_598,
      total: 52_000,
    },
    free: 'threshold',
    points: 40, // ฿520 / 25 = 20.8 → 20, doubled in the birthday month
  },

  hkBundle: {
    name: 'HK: a bundle’s price spread over its items by shelf price, skipped by the code; no tax',
    country: 'hk',
    input: {
      promotions: [promotion({ id: 11, kind: 'percent', value: 10 })],
      bag: {
        promotionId: 11,
        bundles: [{ id: 1, price: 50_000 }],
        lines: [
          line({ id: 1, unitPrice: 30_000, quantity: 2, bundleId: 1 }),
          line({ id: 2, unitPrice: 20_000, quantity: 2, bundleId: 1 }),
          line({ id: 3, unitPrice: 10_000, quantity: 2, bundleId: 1 }),
          line({ id: 4, unitPrice: 12_000 }),
        ],
      },
    },
    lines: [
      // 2 bundles = 100,000 over 3 : 2 : 1 = 50,000, 33,333.33, 16,666.67: floors sum to
      // 99,999, the unit left goes to the larger remainder (item 3: 4 against 2, in 1/6)
      ['1', 50_000, 0, 0, 50_000, 0],
      ['2', 33_333, 0, 0, 33_333, 0],
      ['3', 16_667, 0, 0, 16_667, 0],
      // the code's only eligible line: 10% of 12,000 = 1,200
      ['4', 12_000, 0, 1200, 10_800, 0],
    ],
    totals: {
      subtotal: 112_000,
      staffDiscount: 0,
      codeDiscount: 1200,
      merchandise: 110_800,
      shipping: 0,
      tax: 0,
      beforeTax: 110_800,
      total: 110_800,
    },
    free: 'threshold',
    points: 221, // HK$1,108 / 5 = 221.6
  },

  hkBelow: {
    name: 'HK: below the threshold, shipping carries no tax either',
    country: 'hk',
    input: { bag: { lines: [line({ id: 1, unitPrice: 29_999 })] } },
    lines: [['1', 29_999, 0, 0, 29_999, 0]],
    totals: {
      subtotal: 29_999,
      staffDiscount: 0,
      codeDiscount: 0,
      merchandise: 29_999,
      shipping: 4000,
      tax: 0,
      beforeTax: 33_999,
      total: 33_999,
    },
    free: null,
    points: 59, // HK$299.99 / 5 = 59.998
  },
} satisfies Record<string, Golden>;

function price(input: InputOverrides, country: Country): PricedBag {
  return priceBag(pricingInput(country, input));
}

function priced(key: keyof typeof GOLDEN): PricedBag {
  return price(GOLDEN[key].input, GOLDEN[key].country);
}

function rows(bag: PricedBag): Row[] {
  return bag.lines.map((l) => [l.id, l.base, l.staffDiscount, l.codeDiscount, l.amount, l.tax]);
}

describe('site figures the golden bags are worked out with', () => {
  it('match the site table', () => {
    for (const [country, figures] of Object.entries(FIGURES) as [
      Country,
      (typeof FIGURES)[Country],
    ][]) {
      const s = SITES[country];
      expect(
        {
          currency: s.currency,
          digits: MINOR_DIGITS[s.currency],
          tax: s.taxPercent,
          fee: s.shippingFeeMinor,
          threshold: s.freeShippingMinor,
        },
        country,
      ).toEqual(figures);
    }
  });

  it('cover all eight sites', () => {
    const covered = new Set(Object.values(GOLDEN).map((golden) => golden.country));
    expect([...covered].sort()).toEqual(Object.keys(SITES).sort());
  });
});

describe('priceBag golden bags', () => {
  for (const golden of Object.values(GOLDEN) as Golden[]) {
    it(golden.name, () => {
      const bag = price(golden.input, golden.country);
      const figures = FIGURES[golden.country];
      expect(rows(bag)).toEqual(golden.lines);
      const t = golden.totals;
      expect(bag.totals).toEqual({
        ...t,
        discount: t.staffDiscount + t.codeDiscount,
        taxPercent: figures.tax,
        currency: figures.currency,
      });
      expect(bag.shipping.free).toBe(golden.free);
      expect(bag.shipping.fee).toBe(t.shipping);
      expect(bag.shipping.threshold).toBe(figures.threshold);
      expect(bag.pointsToEarn).toBe(golden.points);
    });
  }
});

describe('priceBag golden bags: what else they say', () => {
  it('AU staff: the code is refused with staff_pricing, and the wallet agrees', () => {
    const bag = priced('auStaff');
    const refused = {
      promotionId: 7,
      code: 'CODE7',
      kind: 'percent',
      status: 'ineligible',
      reasons: [{ code: 'staff_pricing' }],
      discount: 0,
    };
    expect(bag.promotion).toEqual(refused);
    expect(bag.wallet).toEqual([refused]);
    expect(bag.lines[2].problems).toEqual([{ code: 'non_discountable' }]);
  });

  it('AU blocked lines: each says why, and checkout stays closed', () => {
    const bag = priced('auBlocked');
    expect(bag.lines.map((l) => l.problems)).toEqual([
      [{ code: 'out_of_stock' }],
      [{ code: 'max_quantity', max: 6 }],
      [{ code: 'brand_limit', limit: 2, brand: 'Kiso' }],
      [{ code: 'brand_limit', limit: 2, brand: 'Kiso' }],
      [],
    ]);
    expect(bag.checkoutBlocked).toBe(true);
    expect(bag.count).toBe(1 + 7 + 1 + 2 + 1); // the header counts every unit in the bag
    expect(bag.shipping.remaining).toBe(700); // 2500 − 1800
  });

  it('AU: a bag of blocked lines only ships nothing and charges nothing', () => {
    const bag = price(
      { bag: { lines: [line({ id: 1, unitPrice: 2000, purchasability: 'sold_out', stock: 0 })] } },
      'au',
    );
    expect(bag.totals.total).toBe(0);
    expect(bag.shipping).toMatchObject({ fee: 0, free: 'empty' });
    expect(bag.checkoutBlocked).toBe(true);
  });

  it('AU empty bag: nothing blocks, nothing to earn, the whole threshold to go', () => {
    const bag = price({}, 'au');
    expect(bag.checkoutBlocked).toBe(false);
    expect(bag.count).toBe(0);
    expect(bag.shipping.remaining).toBe(2500);
    expect(bag.promotion).toBeNull();
  });

  it('SG: below the threshold the shopper is told what is left to spend', () => {
    const bag = priced('sgBelow');
    expect(bag.shipping.remaining).toBe(1);
    const at = priced('sgAt');
    expect(at.shipping.remaining).toBe(0);
  });

  it('NZ: the applied code says what it took; below its minimum it says what is missing', () => {
    const applied = priced('nzPercent');
    expect(applied.promotion).toMatchObject({ status: 'applied', reasons: [], discount: 581 });
    const short = priced('nzMinSpend');
    expect(short.promotion).toMatchObject({
      status: 'ineligible',
      reasons: [{ code: 'min_spend', required: 5000, current: 3870, missing: 1130 }],
      discount: 0,
    });
  });

  it('MY: the brand code’s discount is capped at the eligible amount', () => {
    const bag = priced('myBrandCap');
    expect(bag.promotion).toMatchObject({ status: 'applied', discount: 2400 });
    expect(bag.shipping.remaining).toBe(5000); // 8000 − 3000
  });

  it('PH: the gift code’s line is the gift, once', () => {
    const bag = priced('phGiftCode');
    expect(bag.lines[1]).toMatchObject({ kind: 'gift', variantId: 9001, quantity: 1 });
    expect(bag.promotion).toMatchObject({ status: 'applied', kind: 'gift', discount: 0 });
    expect(bag.count).toBe(2); // gifts are not counted in the header
  });

  it('PH: a gift code whose gift is gone adds nothing', () => {
    const bag = price(
      {
        promotions: [promotion({ id: 9, kind: 'gift', giftVariantId: 9001, giftStock: 0 })],
        bag: { promotionId: 9, lines: [line({ id: 1, unitPrice: 99_900 })] },
      },
      'ph',
    );
    expect(bag.lines.map((l) => l.kind)).toEqual(['product']);
    expect(bag.promotion?.reasons).toEqual([{ code: 'gift_out_of_stock' }]);
  });

  it('TH: offers active and inactive, choices kept, samples capped and flagged', () => {
    const input = GOLDEN.thManaged.input;
    const bag = price(input, 'th');
    expect(bag.giftOffers).toEqual([
      {
        offerId: 1,
        active: true,
        reasons: [],
        maxChoices: 1,
        chosen: [{ variantId: 7001, quantity: 1 }],
      },
      {
        offerId: 2,
        active: false,
        reasons: [{ code: 'min_spend', required: 10_000, current: 0, missing: 10_000 }],
        maxChoices: 2,
        // kept while inactive, at most the offer's two
        chosen: [{ variantId: 7101, quantity: 2 }],
      },
    ]);
    expect(bag.samples).toEqual({ max: 2, chosen: 2 });
    const managed = bag.lines.slice(1);
    expect(managed.map((l) => [l.kind, l.variantId, l.quantity, l.problems])).toEqual([
      ['gift', 7001, 1, []],
      ['sample', 5001, 1, []],
      ['sample', 5002, 1, [{ code: 'sample_fully_redeemed' }]],
    ]);
    expect(bag.checkoutBlocked).toBe(false); // a sample out of stock does not block
    // Without the birthday: 20 points.
    expect(price({ ...input, shopper: member() }, 'th').pointsToEarn).toBe(20);
  });

  it('TH: a Maru purchase of ฿100 turns the brand offer on, and its gift becomes a line', () => {
    const input = GOLDEN.thManaged.input;
    const withMaru: InputOverrides = {
      ...input,
      bag: {
        ...input.bag,
        lines: [...input.bag!.lines!, line({ id: 2, unitPrice: 10_000, ...MARU })],
      },
    };
    const bag = price(withMaru, 'th');
    expect(bag.giftOffers[1]).toMatchObject({ active: true, reasons: [] });
    expect(bag.lines.filter((l) => l.kind === 'gift').map((l) => [l.id, l.quantity])).toEqual([
      ['gift:1:7001', 1],
      ['gift:2:7101', 2],
    ]);
  });

  it('TH: a gift chosen while out of stock is flagged, not dropped', () => {
    const input = GOLDEN.thManaged.input;
    const bag = price(
      { ...input, bag: { ...input.bag, gifts: [{ offerId: 1, variantId: 7002, quantity: 1 }] } },
      'th',
    );
    expect(bag.lines.find((l) => l.id === 'gift:1:7002')?.problems).toEqual([
      { code: 'gift_out_of_stock' },
    ]);
  });

  it('HK: the bundle lines are bundle lines, and the code does not count them', () => {
    const bag = priced('hkBundle');
    expect(bag.lines.map((l) => l.kind)).toEqual(['bundle', 'bundle', 'bundle', 'product']);
    expect(bag.promotion).toMatchObject({ status: 'applied', discount: 1200 });
  });

  it('HK: a code with only a bundle to discount has no eligible items', () => {
    const input = GOLDEN.hkBundle.input;
    const bag = price(
      { ...input, bag: { ...input.bag, lines: input.bag!.lines!.slice(0, 3) } },
      'hk',
    );
    expect(bag.promotion?.reasons).toEqual([{ code: 'no_eligible_items', brands: [] }]);
    expect(bag.totals.codeDiscount).toBe(0);
  });

  it('HK: a staff member pays the bundle price, not a staff price on top', () => {
    const input = GOLDEN.hkBundle.input;
    const bag = price({ ...input, shopper: STAFF, bag: { ...input.bag, promotionId: null } }, 'hk');
    // bundle lines as before; the product line 30% off: 12,000 − 3,600 = 8,400
    expect(rows(bag)).toEqual([
      ['1', 50_000, 0, 0, 50_000, 0],
      ['2', 33_333, 0, 0, 33_333, 0],
      ['3', 16_667, 0, 0, 16_667, 0],
      ['4', 12_000, 3600, 0, 8400, 0],
    ]);
  });

  it('HK: one blocked item takes its whole bundle out of the totals', () => {
    const bag = price(
      {
        bag: {
          bundles: [{ id: 1, price: 50_000 }],
          lines: [
            line({ id: 1, unitPrice: 30_000, bundleId: 1 }),
            line({ id: 2, unitPrice: 20_000, bundleId: 1, purchasability: 'sold_out', stock: 0 }),
            line({ id: 3, unitPrice: 40_000 }),
          ],
        },
      },
      'hk',
    );
    // only line 3 counts: 40,000 ≥ 30,000 ships free
    expect(bag.totals).toMatchObject({ subtotal: 40_000, merchandise: 40_000, total: 40_000 });
    expect(bag.checkoutBlocked).toBe(true);
  });
});

describe('priceBag golden wallet', () => {
  /** A member with two orders who redeemed ONCE: S$40 of Solenne and S$15 of Maru (no discount). */
  const walletInput: InputOverrides = {
    shopper: member({ placedOrders: 2, redeemedPromotionIds: [25] }),
    promotions: [
      promotion({ id: 20, code: 'TENOFF', kind: 'percent', value: 10 }),
      promotion({ id: 21, code: 'WELCOME', kind: 'percent', value: 20, firstOrderOnly: true }),
      promotion({ id: 22, code: 'OLD', endsAt: '2026-11-01T00:00:00+08:00' }),
      promotion({ id: 23, code: 'SOON', startsAt: '2026-12-01T00:00:00+08:00' }),
      promotion({ id: 24, code: 'GONE', usageLimit: 100, used: 100 }),
      promotion({ id: 25, code: 'ONCE', oncePerCustomer: true }),
      promotion({ id: 26, code: 'MARU', brandIds: [2] }),
      promotion({ id: 27, code: 'BIG', kind: 'amount', value: 500, minSpend: 5000 }),
      promotion({ id: 28, code: 'FIVE', kind: 'amount', value: 500 }),
      promotion({ id: 29, code: 'SHIP', kind: 'free_shipping', value: 0 }),
    ],
    bag: {
      promotionId: 20,
      lines: [
        line({ id: 1, unitPrice: 2000, quantity: 2 }),
        line({ id: 2, unitPrice: 1500, nonDiscountable: true, ...MARU }),
      ],
    },
  };

  const entry = (
    promotionId: number,
    code: string,
    kind: string,
    status: string,
    reasons: unknown[],
    discount = 0,
  ) => ({ promotionId, code, kind, status, reasons, discount });

  it('prices the bag with the applied code', () => {
    const bag = price(walletInput, 'sg');
    expect(rows(bag)).toEqual([
      // 10% of 4000 = 400 → 3600; tax 32400 / 109 = 297.25 → 297
      ['1', 4000, 0, 400, 3600, 297],
      // non-discountable; tax 13500 / 109 = 123.85 → 124
      ['2', 1500, 0, 0, 1500, 124],
    ]);
    // 5100 ≥ 3500: free; tax 421
    expect(bag.totals).toMatchObject({ codeDiscount: 400, tax: 421, total: 5100 });
  });

  it('evaluates every visible code against the bag, each with all its reasons', () => {
    const bag = price(walletInput, 'sg');
    expect(bag.wallet).toEqual([
      entry(20, 'TENOFF', 'percent', 'applied', [], 400),
      entry(21, 'WELCOME', 'percent', 'ineligible', [{ code: 'first_order_only' }]),
      entry(22, 'OLD', 'percent', 'ineligible', [
        { code: 'expired', endedAt: '2026-11-01T00:00:00+08:00' },
      ]),
      entry(23, 'SOON', 'percent', 'ineligible', [
        { code: 'not_started', startsAt: '2026-12-01T00:00:00+08:00' },
      ]),
      entry(24, 'GONE', 'percent', 'ineligible', [{ code: 'fully_redeemed' }]),
      entry(25, 'ONCE', 'percent', 'ineligible', [{ code: 'already_redeemed' }]),
      // Maru is in the bag, but only as a non-discountable line
      entry(26, 'MARU', 'percent', 'ineligible', [{ code: 'no_eligible_items', brands: ['Maru'] }]),
      // eligible 4000 (not the 1500 non-discountable line) of 5000
      entry(27, 'BIG', 'amount', 'ineligible', [
        { code: 'min_spend', required: 5000, current: 4000, missing: 1000 },
      ]),
      // would apply, but the bag already has its one code
      entry(28, 'FIVE', 'amount', 'ineligible', [{ code: 'one_per_order' }]),
      entry(29, 'SHIP', 'free_shipping', 'ineligible', [{ code: 'one_per_order' }]),
    ]);
    expect(bag.promotion).toEqual(bag.wallet[0]);
  });

  it('with no code applied, shows what each applicable code would take, and takes nothing', () => {
    const bag = price({ ...walletInput, bag: { ...walletInput.bag, promotionId: null } }, 'sg');
    expect(bag.promotion).toBeNull();
    expect(bag.totals.codeDiscount).toBe(0);
    expect(bag.wallet.find((e) => e.code === 'TENOFF')).toEqual(
      entry(20, 'TENOFF', 'percent', 'applicable', [], 400),
    );
    expect(bag.wallet.find((e) => e.code === 'FIVE')).toEqual(
      entry(28, 'FIVE', 'amount', 'applicable', [], 500),
    );
    // free shipping takes nothing off the merchandise
    expect(bag.wallet.find((e) => e.code === 'SHIP')).toEqual(
      entry(29, 'SHIP', 'free_shipping', 'applicable', [], 0),
    );
  });

  it('asks a guest to sign in for account codes (a first order cannot be known)', () => {
    const bag = price(
      {
        shopper: GUEST,
        promotions: [
          promotion({ id: 21, code: 'WELCOME', firstOrderOnly: true }),
          promotion({ id: 30, code: 'MEMBERS', signInRequired: true }),
          promotion({ id: 31, code: 'BLACK', minTier: 'black' }),
        ],
        bag: { lines: [line({ id: 1, unitPrice: 2000 })] },
      },
      'sg',
    );
    expect(bag.wallet.map((e) => [e.code, e.status, e.reasons])).toEqual([
      ['WELCOME', 'ineligible', [{ code: 'sign_in_required' }]],
      ['MEMBERS', 'ineligible', [{ code: 'sign_in_required' }]],
      ['BLACK', 'ineligible', [{ code: 'sign_in_required' }]],
    ]);
  });

  it('lets a member with no earlier order use a first-order code', () => {
    const bag = price(
      {
        shopper: member({ placedOrders: 0 }),
        promotions: [promotion({ id: 21, code: 'WELCOME', value: 20, firstOrderOnly: true })],
        bag: { promotionId: 21, lines: [line({ id: 1, unitPrice: 2000 })] },
      },
      'sg',
    );
    // 20% of 2000 = 400 → 1600; below 3500: fee 500. 1600 + 500 = 2100
    expect(bag.promotion).toMatchObject({ status: 'applied', discount: 400 });
    expect(bag.totals).toMatchObject({ merchandise: 1600, shipping: 500, total: 2100 });
  });
});
