import { COUNTRIES, MINOR_DIGITS, SITES, type Country } from '../../../../client/lib/sites';
import type { ProductPlan } from './products';
import { randomFor, type Random } from './random';
import { BASE_PRICE_SGD } from './words';

export interface OfferRow {
  variant_id: number;
  country: Country;
  currency: string;
  price_minor: number;
  compare_at_minor: number | null;
  stock: number;
}

export interface BrandLimitRow {
  brand_id: number;
  country: Country;
  max_per_order: number;
}

/** One Singapore dollar in each currency, rounded: prices are derived from an SGD base. */
export const SGD_RATES: Readonly<Record<string, number>> = {
  AUD: 1.18,
  HKD: 6,
  IDR: 12_100,
  MYR: 3.45,
  NZD: 1.3,
  PHP: 43,
  SGD: 1,
  THB: 26.5,
};

/** A shop price near `major` (in major units): whole dollars, fives and tens, thousands of rupiah. */
export function nicePrice(major: number, currency: string): number {
  const step =
    currency === 'IDR'
      ? major < 1_000_000
        ? 1000
        : 10_000
      : major < 20
        ? 0.5
        : major < 100
          ? 1
          : major < 1000
            ? 5
            : 10;
  return Math.max(step, Math.round(major / step) * step);
}

/** A price in major units as an integer amount of minor units of its currency. */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** MINOR_DIGITS[currency]);
}

const DISCOUNTS = [0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5];

/** Countries besides Singapore that a product is sold in (Singapore sells everything). */
function markets(random: Random): Country[] {
  if (random.chance(0.04)) return ['sg'];
  return COUNTRIES.filter((country) => country === 'sg' || random.chance(0.86));
}

function stockOf(random: Random, plan: ProductPlan): number {
  if (plan.soldOut) return 0;
  if (plan.state === 'upcoming' || plan.state === 'priority') return random.int(20, 200);
  const roll = random.next();
  if (roll < 0.08) return 0;
  if (roll < 0.18) return random.int(1, 5);
  return random.int(6, 150);
}

/**
 * Offers of a product's variants: a price in every country it is sold in, derived from one
 * base price, the size, the brand's price level and the currency; some reduced (with the
 * regular price as compare-at), some out of stock. Now and then a variant is not sold in a
 * country where its siblings are.
 */
export function productOffers(plan: ProductPlan, brandPriceLevel: number): OfferRow[] {
  const random = randomFor('offers', plan.row.id);
  const [low, high] = BASE_PRICE_SGD[plan.sub.slug];
  const base = (low + (high - low) * random.next() ** 1.5) * brandPriceLevel;
  const offers: OfferRow[] = [];
  for (const country of markets(random)) {
    const currency = SITES[country].currency;
    const local = base * SGD_RATES[currency] * (0.96 + random.next() * 0.08);
    const discount =
      plan.row.non_discountable || plan.state === 'upcoming' || !random.chance(0.16)
        ? 0
        : random.pick(DISCOUNTS);
    plan.variants.forEach((variant, index) => {
      if (country !== 'sg' && index > 0 && random.chance(0.04)) return;
      const regular = nicePrice(local * (plan.amounts[index] / plan.amounts[0]) ** 0.75, currency);
      const sale = discount ? nicePrice(regular * (1 - discount), currency) : regular;
      offers.push({
        variant_id: variant.id,
        country,
        currency,
        price_minor: toMinor(Math.min(sale, regular), currency),
        compare_at_minor: sale < regular ? toMinor(regular, currency) : null,
        stock: stockOf(random, plan),
      });
    });
  }
  return offers;
}

/** How expensive each brand is, around 1: the house brand is affordable. */
export function brandPriceLevel(brandId: number): number {
  return brandId === 1 ? 0.8 : 0.7 + randomFor('brand-price', brandId).next() * 0.65;
}

/** Every sixth brand limits how many of its items one order may hold, in two to four countries. */
export function brandLimits(brandIds: readonly number[]): BrandLimitRow[] {
  const rows: BrandLimitRow[] = [];
  for (const brandId of brandIds) {
    if (brandId % 6 !== 3) continue;
    const random = randomFor('brand-limit', brandId);
    const countries = random.sample(COUNTRIES, random.int(2, 4));
    for (const country of COUNTRIES) {
      if (countries.includes(country))
        rows.push({
          brand_id: brandId,
          country,
          max_per_order: random.pick([2, 3, 4, 5, 6, 8, 10, 12]),
        });
    }
  }
  return rows;
}
