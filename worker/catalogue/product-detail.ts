import type { ProductDetail, Variant } from '../../client/api/catalogue-contract';
import { inStock } from '../../client/lib/commerce-rules';
import { productImageUrl } from '../../client/lib/images';
import { SITES, type Country, type Language } from '../../client/lib/sites';
import { pointsToEarn } from '../../client/lib/pricing/points';
import { priorityOf, ratingOf, type ProductBaseRow } from './product-row';

/** Reviews shown on the product page: the newest, in any language. */
export const REVIEWS_SHOWN = 20;

interface ProductRow extends ProductBaseRow {
  name: string;
  description: string;
  mid_slug: string;
  sub_slug: string;
  top_name: string;
  mid_name: string;
  sub_name: string;
  brand_limit: number | null;
}

interface VariantRow {
  id: number;
  sku: string;
  shade_name: string | null;
  shade_hex: string | null;
  size_label: string;
  max_per_order: number;
  price_minor: number | null;
  compare_at_minor: number | null;
  stock: number | null;
}

interface ReviewRow {
  id: number;
  rating: number;
  author: string;
  title: string;
  body: string;
  created_at: string;
  language: string;
}

/** Names in the language, English where a translation is missing. */
function NAME(alias: string, column: string): string {
  return `COALESCE(${alias}.${column}, ${alias}_en.${column})`;
}

/** The product by its unique slug (?1), with texts in ?2 (English fallback), its category path, and its brand's limit in country ?3. */
export const PRODUCT_SQL = `SELECT p.id, p.slug, ${NAME('t', 'name')} AS name, ${NAME('t', 'description')} AS description,
              b.slug AS brand_slug, b.name AS brand_name,
              p.is_new, p.is_exclusive, p.is_limited, p.cnc_only, p.launch_at, p.priority_tier, p.priority_until,
              p.rating_sum, p.rating_count,
              top.slug AS top_slug, mid.slug AS mid_slug, sub.slug AS sub_slug,
              ${NAME('top_n', 'name')} AS top_name, ${NAME('mid_n', 'name')} AS mid_name, ${NAME('sub_n', 'name')} AS sub_name,
              bl.max_per_order AS brand_limit
       FROM products p
       JOIN brands b ON b.id = p.brand_id
       JOIN categories sub ON sub.id = p.category_id
       JOIN categories mid ON mid.id = sub.parent_id
       JOIN categories top ON top.id = mid.parent_id
       JOIN product_texts t_en ON t_en.product_id = p.id AND t_en.language = 'en'
       LEFT JOIN product_texts t ON t.product_id = p.id AND t.language = ?2
       LEFT JOIN category_names top_n ON top_n.category_id = top.id AND top_n.language = ?2
       LEFT JOIN category_names top_n_en ON top_n_en.category_id = top.id AND top_n_en.language = 'en'
       LEFT JOIN category_names mid_n ON mid_n.category_id = mid.id AND mid_n.language = ?2
       LEFT JOIN category_names mid_n_en ON mid_n_en.category_id = mid.id AND mid_n_en.language = 'en'
       LEFT JOIN category_names sub_n ON sub_n.category_id = sub.id AND sub_n.language = ?2
       LEFT JOIN category_names sub_n_en ON sub_n_en.category_id = sub.id AND sub_n_en.language = 'en'
       LEFT JOIN brand_limits bl ON bl.brand_id = p.brand_id AND bl.country = ?3
       WHERE p.slug = ?1`;

/** Its variants in order (by `variants_product`), each with country ?2's offer when there is one and its shade name in language ?3 (English where none). */
export const VARIANTS_SQL = `SELECT v.id, v.sku, COALESCE(n.name, v.shade_name) AS shade_name, v.shade_hex, v.size_label, v.max_per_order, o.price_minor, o.compare_at_minor, o.stock
       FROM variants v
       LEFT JOIN variant_offers o ON o.variant_id = v.id AND o.country = ?2
       LEFT JOIN variant_shade_names n ON n.variant_id = v.id AND n.language = ?3
       WHERE v.product_id = (SELECT id FROM products WHERE slug = ?1)
       ORDER BY v.position, v.id`;

/** Its newest reviews (by `reviews_product`), in any language. */
export const REVIEWS_SQL = `SELECT id, rating, author, title, body, created_at, language FROM reviews
       WHERE product_id = (SELECT id FROM products WHERE slug = ?1)
       ORDER BY created_at DESC, id DESC LIMIT ${REVIEWS_SHOWN}`;

/**
 * The product page's data for one site, or null for an unknown slug. Three indexed look-ups
 * in one batch (one round trip, one consistent snapshot): the product by its unique slug with
 * brand, texts, category path and the brand's limit in the country; its variants (by
 * `variants_product`) with the country's offer, if any; its newest reviews (by
 * `reviews_product`). A product that is not sold in the country still answers, every
 * variant `available: false`, so the page can say so.
 */
export async function loadProductDetail(
  db: D1Database,
  slug: string,
  site: { country: Country; language: Language },
): Promise<ProductDetail | null> {
  const [productResult, variantResult, reviewResult] = await db.batch([
    db.prepare(PRODUCT_SQL).bind(slug, site.language, site.country),
    db.prepare(VARIANTS_SQL).bind(slug, site.country, site.language),
    db.prepare(REVIEWS_SQL).bind(slug),
  ]);
  const row = (productResult.results as ProductRow[])[0];
  if (!row) return null;
  return toDetail(
    row,
    variantResult.results as VariantRow[],
    reviewResult.results as ReviewRow[],
    site.country,
  );
}

/** The variant a product's button and card start from: the first in stock, else the first sold here, else the first. */
export function defaultVariant<V extends Pick<Variant, 'available' | 'stock'>>(
  variants: readonly V[],
): V | undefined {
  return (
    variants.find((v) => v.available && inStock(v.stock)) ??
    variants.find((v) => v.available) ??
    variants[0]
  );
}

function toDetail(
  row: ProductRow,
  variantRows: VariantRow[],
  reviewRows: ReviewRow[],
  country: Country,
): ProductDetail {
  const currency = SITES[country].currency;
  const variants: Variant[] = variantRows.map((v) => ({
    id: v.id,
    sku: v.sku,
    shadeName: v.shade_name,
    shadeHex: v.shade_hex,
    size: v.size_label,
    image: productImageUrl(row.top_slug, v.shade_hex),
    // A variant not sold here has no price here: 0, and `available: false` says why.
    price: { amount: v.price_minor ?? 0, currency },
    compareAt: v.compare_at_minor === null ? null : { amount: v.compare_at_minor, currency },
    stock: v.stock ?? 0,
    available: v.price_minor !== null,
    maxPerOrder: v.max_per_order,
  }));
  const available = variants.filter((v) => v.available);
  const first = defaultVariant(variants);
  const price = first?.price ?? { amount: 0, currency };
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: { slug: row.brand_slug, name: row.brand_name },
    variantId: first?.id ?? 0,
    image: first?.image ?? productImageUrl(row.top_slug, null),
    shadeCount: available.length || variants.length,
    price,
    compareAt: first?.available ? first.compareAt : null,
    rating: ratingOf(row),
    flags: {
      new: row.is_new === 1,
      exclusive: row.is_exclusive === 1,
      limited: row.is_limited === 1,
      onSale: available.some((v) => v.compareAt !== null),
      cncOnly: row.cnc_only === 1,
    },
    inStock: available.some((v) => inStock(v.stock)),
    launchAt: row.launch_at,
    priority: priorityOf(row),
    description: row.description,
    breadcrumbs: [
      { name: row.top_name, href: `/categories/${row.top_slug}` },
      { name: row.mid_name, href: `/categories/${row.top_slug}/${row.mid_slug}` },
      { name: row.sub_name, href: `/categories/${row.top_slug}/${row.mid_slug}/${row.sub_slug}` },
    ],
    variants,
    reviews: reviewRows.map((r) => ({
      id: r.id,
      rating: r.rating,
      author: r.author,
      title: r.title,
      body: r.body,
      createdAt: r.created_at,
      language: r.language,
    })),
    pointsToEarn: first?.available ? pointsToEarn(price.amount, currency) : 0,
    brandLimit: row.brand_limit,
    availableInCountry: available.length > 0,
  };
}
