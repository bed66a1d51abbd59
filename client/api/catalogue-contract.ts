import { z } from 'zod';

/**
 * The catalogue part of the API contract: listings with filters, facets and sorts,
 * search, product detail, and the shopper lists (wish list, waitlist, launch reminders).
 * Amounts are integers in minor units of `currency` (see client/lib/sites MINOR_DIGITS).
 */

import {
  MAX_PER_PAGE,
  MAX_QUERY_LENGTH,
  OTHER_FILTERS,
  PER_PAGE,
  SORTS,
} from './catalogue-constants';
import { PRIORITY_TIERS } from '../lib/commerce-rules';
import { urlInteger } from './ids';

export * from './catalogue-constants';

const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, 'a slug is lower-case letters, digits and "-"');
/** A comma-separated list in a query parameter, de-duplicated, at most `max` values. */
const csv = <T extends z.ZodType<string, string>>(item: T, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? [
            ...new Set(
              value
                .slice(0, 2000)
                .split(',')
                .map((part) => part.trim())
                .filter(Boolean),
            ),
          ]
        : value,
    z.array(item).max(max),
  );
const minor = urlInteger(0, 1_000_000_000);
/**
 * Brands or categories one filter may name: every brand and every category of a catalogue
 * several times today's. The ids reach SQL as one JSON array (`json_each`), so the count is
 * not bounded by D1's 100 parameters; the list's 2,000 characters bound it as well.
 */
const MAX_FILTER_VALUES = 300;

/**
 * GET variants / products/filters/ / search/ query. `brand` and `category` give the page's
 * context (a brand page, a category page: `makeup`, `makeup/face` or `makeup/face/blush`);
 * the rest is the shopper's selection. Unknown brand or category values in the selection are
 * ignored (old links keep working) and reported back in `ignored`.
 */
export const ListingQuerySchema = z
  .object({
    brand: slug.optional(),
    category: z
      .string()
      .regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/, 'a category path is up to three slugs')
      .optional(),
    q: z.string().trim().min(1).max(MAX_QUERY_LENGTH).optional(),
    brands: csv(slug, MAX_FILTER_VALUES).optional(),
    categories: csv(slug, MAX_FILTER_VALUES).optional(),
    price_min: minor.optional(),
    price_max: minor.optional(),
    others: csv(z.enum(OTHER_FILTERS), OTHER_FILTERS.length).optional(),
    sale: z.enum(['1', 'true']).optional(),
    sort: z.enum(SORTS).default('featured'),
    page: urlInteger(1, 1000).default(1),
    per_page: urlInteger(1, MAX_PER_PAGE).default(PER_PAGE),
  })
  .refine(
    (query) =>
      query.price_min === undefined ||
      query.price_max === undefined ||
      query.price_min <= query.price_max,
    {
      message: 'the lowest price must not be above the highest',
      path: ['price_min'],
    },
  );
export type ListingQueryInput = z.input<typeof ListingQuerySchema>;
export type ListingQuery = z.output<typeof ListingQuerySchema>;

export const MoneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) });
export type Money = z.infer<typeof MoneySchema>;

/** What a product card shows, and what its button state is decided from. */
export const ProductCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.object({ slug: z.string(), name: z.string() }),
  /** The variant a card's button adds: the first one in stock, else the first. */
  variantId: z.number().int(),
  image: z.string(),
  shadeCount: z.number().int(),
  price: MoneySchema,
  compareAt: MoneySchema.nullable(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  flags: z.object({
    new: z.boolean(),
    exclusive: z.boolean(),
    limited: z.boolean(),
    onSale: z.boolean(),
    cncOnly: z.boolean(),
  }),
  inStock: z.boolean(),
  launchAt: z.string().nullable(),
  priority: z.object({ tier: z.enum(PRIORITY_TIERS), until: z.string() }).nullable(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const ListingPageSchema = z.object({
  items: z.array(ProductCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  pages: z.number().int(),
  ignored: z.array(z.object({ field: z.string(), value: z.string() })),
});
export type ListingPage = z.infer<typeof ListingPageSchema>;

const FacetOption = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetOptionT = z.infer<typeof FacetOption>;

/** GET products/filters/: every option of every filter with its count under the current selection. */
export const ListingFacetsSchema = z.object({
  brands: z.array(FacetOption),
  categories: z.array(FacetOption.extend({ level: z.number().int() })),
  /** Price buckets of the site's currency: `value` is `min-max` in minor units (`max` empty for the top bucket). */
  price: z.array(FacetOption.extend({ min: z.number().int(), max: z.number().int().nullable() })),
  others: z.array(FacetOption),
  sale: z.object({ count: z.number().int() }),
  currency: z.string(),
});
export type ListingFacets = z.infer<typeof ListingFacetsSchema>;

export const CategoryNodeSchema: z.ZodType<CategoryNode> = z
  .lazy(
    () =>
      z.object({
        slug: z.string(),
        path: z.string(),
        name: z.string(),
        level: z.number().int(),
        children: z.array(CategoryNodeSchema),
      }),
    // Named, so the generated OpenAPI document can refer to the recursion.
  )
  .meta({ id: 'CategoryNode' });
export interface CategoryNode {
  slug: string;
  /** `makeup/face/blush` */
  path: string;
  name: string;
  level: number;
  children: CategoryNode[];
}
export const CategoryTreeSchema = z.object({ items: z.array(CategoryNodeSchema) });

export const VariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  shadeName: z.string().nullable(),
  shadeHex: z.string().nullable(),
  size: z.string(),
  image: z.string(),
  price: MoneySchema,
  compareAt: MoneySchema.nullable(),
  stock: z.number().int(),
  /** Sold in the shopper's country at all. */
  available: z.boolean(),
  maxPerOrder: z.number().int(),
});
export type Variant = z.infer<typeof VariantSchema>;

export const ReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  author: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  language: z.string(),
});

/** GET products/{slug}: the product page. */
export const ProductDetailSchema = ProductCardSchema.extend({
  description: z.string(),
  breadcrumbs: z.array(z.object({ name: z.string(), href: z.string() })),
  variants: z.array(VariantSchema),
  reviews: z.array(ReviewSchema),
  /** Beauty Pass points the default variant earns. */
  pointsToEarn: z.number().int(),
  brandLimit: z.number().int().nullable(),
  availableInCountry: z.boolean(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** POST featured-products/: the site's featured products, optionally of a brand or category. */
export const FeaturedQuerySchema = z.object({
  brand: slug.optional(),
  category: z
    .string()
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/, 'a category path is up to three slugs')
    .optional(),
  limit: z.number().int().min(1).max(24).default(8),
});
export type FeaturedQuery = z.input<typeof FeaturedQuerySchema>;
export const FeaturedProductsSchema = z.object({ items: z.array(ProductCardSchema) });

/** A product slug as the catalogue stores it (products.slug). */
export const ProductSlugSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,159}$/, 'a product slug is lower-case letters, digits and "-"'),
});
