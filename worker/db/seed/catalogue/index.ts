import type { Country } from '../../../../client/lib/sites';
import { insertMany, type SqlRow } from '../sql';
import {
  brandLimits,
  brandPriceLevel,
  productOffers,
  type BrandLimitRow,
  type OfferRow,
} from './offers';
import {
  BRANDS,
  planProducts,
  productTexts,
  type ProductPlan,
  type ProductRow,
  type ProductTextRow,
  type ShadeNameRow,
  type VariantRow,
} from './products';
import { productReviews, type ReviewRow } from './reviews';
import { searchLog, searchRows, type SearchLogRow, type SearchRow } from './search';

export type {
  BrandLimitRow,
  OfferRow,
  ProductPlan,
  ProductRow,
  ProductTextRow,
  ReviewRow,
  SearchLogRow,
  SearchRow,
  ShadeNameRow,
  VariantRow,
};

/** The default size of the seeded catalogue; the benchmark asks for 50,000. */
export const DEFAULT_PRODUCTS = 2000;

/** Every generated row of the catalogue, as the tables will hold them (listing excepted: SQL derives it). */
export interface Catalogue {
  plans: ProductPlan[];
  products: ProductRow[];
  texts: ProductTextRow[];
  variants: VariantRow[];
  shadeNames: ShadeNameRow[];
  offers: OfferRow[];
  brandLimits: BrandLimitRow[];
  reviews: ReviewRow[];
  search: SearchRow[];
  searchLog: SearchLogRow[];
}

/**
 * The catalogue of `products` products: deterministic (seeded generators, a fixed clock), so
 * the same size gives the same rows on every run.
 */
export function generateCatalogue(options: { products?: number } = {}): Catalogue {
  const count = options.products ?? DEFAULT_PRODUCTS;
  if (!Number.isSafeInteger(count) || count < 1)
    throw new Error(`products must be a positive integer, not ${count}`);
  const plans = planProducts(count);
  const priceLevels = BRANDS.map((brand) => brandPriceLevel(brand.id));
  const offers: OfferRow[] = [];
  const reviews: ReviewRow[] = [];
  const texts: ProductTextRow[] = [];
  const search: SearchRow[] = [];
  const markets = new Map<number, Country[]>();
  for (const plan of plans) {
    const own = productOffers(plan, priceLevels[plan.row.brand_id - 1]);
    for (const offer of own) offers.push(offer);
    markets.set(plan.row.id, [...new Set(own.map((offer) => offer.country))]);
    const productReviewRows = productReviews(plan, reviews.length + 1);
    for (const review of productReviewRows) {
      reviews.push(review);
      plan.row.rating_sum += review.rating;
    }
    plan.row.rating_count = productReviewRows.length;
    for (const text of productTexts(plan)) texts.push(text);
    for (const row of searchRows(plan)) search.push(row);
  }
  return {
    plans,
    products: plans.map((plan) => plan.row),
    texts,
    variants: plans.flatMap((plan) => plan.variants),
    shadeNames: plans.flatMap((plan) => plan.shadeNames),
    offers,
    brandLimits: brandLimits(BRANDS.map((brand) => brand.id)),
    reviews,
    search,
    searchLog: searchLog(plans, markets),
  };
}

/** Values of `rows` in the order of `columns`. */
function* valuesOf<T extends object>(
  rows: readonly T[],
  columns: readonly (keyof T & string)[],
): Generator<SqlRow> {
  for (const row of rows) yield columns.map((column) => row[column] as string | number | null);
}

function statementsFor<T extends object>(
  table: string,
  rows: readonly T[],
  columns: readonly (keyof T & string)[],
): string[] {
  return insertMany(table, columns, valuesOf(rows, columns));
}

/**
 * INSERT statements of the catalogue (parents first). The seed then builds the listing derived
 * from it and its facet counts with the one writer of that read model (worker/catalogue/offers.ts).
 */
export function catalogueStatements(catalogue: Catalogue): string[] {
  return [
    ...statementsFor('products', catalogue.products, [
      'id',
      'slug',
      'brand_id',
      'category_id',
      'created_at',
      'launch_at',
      'is_new',
      'is_exclusive',
      'is_limited',
      'is_vegan',
      'non_discountable',
      'cnc_only',
      'priority_tier',
      'priority_until',
      'rating_sum',
      'rating_count',
      'featured_rank',
    ]),
    ...statementsFor('product_texts', catalogue.texts, [
      'product_id',
      'language',
      'name',
      'description',
    ]),
    ...statementsFor('variants', catalogue.variants, [
      'id',
      'product_id',
      'sku',
      'shade_name',
      'shade_hex',
      'size_label',
      'position',
      'max_per_order',
    ]),
    ...statementsFor('variant_shade_names', catalogue.shadeNames, [
      'variant_id',
      'language',
      'name',
    ]),
    ...statementsFor('variant_offers', catalogue.offers, [
      'variant_id',
      'country',
      'currency',
      'price_minor',
      'compare_at_minor',
      'stock',
    ]),
    ...statementsFor('brand_limits', catalogue.brandLimits, [
      'brand_id',
      'country',
      'max_per_order',
    ]),
    ...statementsFor('reviews', catalogue.reviews, [
      'id',
      'product_id',
      'rating',
      'language',
      'author',
      'title',
      'body',
      'created_at',
    ]),
    ...statementsFor('product_search', catalogue.search, ['text', 'product_id', 'language']),
    ...statementsFor('search_log', catalogue.searchLog, [
      'id',
      'country',
      'language',
      'query',
      'results',
      'created_at',
    ]),
  ];
}
